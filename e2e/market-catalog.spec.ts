import type { Page } from '@playwright/test';
import { buildTestApk } from '../resources/apps/apk/testing/testApk';
import { expect, test } from './fixtures';
import { apiAs } from './sandboxApi';
import { raiseByKeyboard } from './sortableKeys';

/** Journeys of the market catalogue: video order, component versions. */

const titles = (page: Page) => page.locator('table.video-order tbody .video-title').allTextContents();

test.describe('market catalogue', () => {
  test('reorders tutorial videos from the keyboard and keeps the order after a reload', async ({ page, signIn }) => {
    await signIn('admin', '/tutorial-video');
    await expect(page.locator('table.video-order tbody tr').nth(3)).toBeVisible();
    const before = await titles(page);
    const handle = page.getByRole('button', { name: `Mover ${before[2]} (posición 3)` });
    await raiseByKeyboard(page, handle, before[2], 3);
    const expected = [before[0], before[2], before[1], ...before.slice(3)];
    await expect(page.getByText('Orden guardado.')).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(expected);
    await page.reload();
    await expect(page.locator('table.video-order tbody tr').nth(3)).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(expected);
    await expect(page.getByRole('button', { name: `Mover ${before[2]} (posición 2)` })).toBeVisible();
  });

  test('uploads a component version and shows which terminals have it and which miss it', async ({
    page,
    request,
    signIn,
  }) => {
    const api = await apiAs(request, 'admin');
    const components = await api.list('/app/api/v1/Component');
    const component = components.find((item) => item.packageName && item.type !== 'FIRMWARE');
    if (!component) throw new Error('the seed has a component with a package name');
    await signIn('admin', `/component/${String(component.id)}`);
    await page.getByRole('tab', { name: 'Versiones' }).click();

    // The seeded current version runs on part of the fleet.
    await page.getByRole('button', { name: `Terminales de ${String(component.currentVersion)}` }).click();
    const coverage = page.getByRole('dialog');
    await expect(coverage.getByRole('tab', { name: /^Instalada \([1-9]\d*\)$/ })).toBeVisible();
    await expect(coverage.locator('.coverage-table tbody tr').first()).toBeVisible();
    await coverage.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Nueva versión' }).click();
    const dialog = page.getByRole('dialog');
    const apk = buildTestApk({ packageName: String(component.packageName), versionName: '7.7.7', versionCode: 777 });
    await dialog.getByTestId('upload-apk').setInputFiles({
      name: 'component.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: Buffer.from(apk),
    });
    await expect(
      dialog.getByText(`paquete ${String(component.packageName)}, versión 7.7.7 (código 777)`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Versión creada.')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: '7.7.7' });
    await row.getByRole('button', { name: 'Terminales de 7.7.7' }).click();
    await expect(coverage.getByRole('tab', { name: 'Instalada (0)' })).toBeVisible();
    await expect(coverage.getByText('Ningún terminal tiene esta versión.')).toBeVisible();
    await coverage.getByRole('tab', { name: /^Falta \([1-9]\d*\)$/ }).click();
    await expect(coverage.locator('.coverage-table tbody tr')).toHaveCount(10);
    // What a missing terminal runs instead: the older version, or nothing.
    const runs = await coverage.locator('.coverage-table tbody tr').first().getByRole('cell').nth(2).textContent();
    expect([String(component.currentVersion), '—']).toContain(runs);
    await coverage.getByRole('button', { name: 'Cerrar' }).click();

    await row.getByRole('button', { name: 'Instalar 7.7.7' }).click();
    await expect(page).toHaveURL(/\/fleet-install\?kind=component&id=\d+$/);
  });
});
