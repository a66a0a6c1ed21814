import type { Page } from '@playwright/test';
import { buildTestApk, tinyPng } from '../resources/apps/apk/testing/testApk';
import { expect, test } from './fixtures';

/** Journeys of app management (issue 12): an APK built here, read by the services, piloted, activated. */

type Json = Record<string, unknown>;

const api = async (page: Page, path: string): Promise<Json[]> => {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Json[];
};

const firstApp = async (page: Page) => {
  const [app] = await api(page, '/app/api/v1/Application?sort=["id","ASC"]&range=[0,0]');
  const versions = await api(
    page,
    `/app/api/v1/Application/versions?filter=${encodeURIComponent(JSON.stringify({ appId: app.id }))}&range=[0,99]`,
  );
  const highest = Math.max(0, ...versions.map((version) => Number(version.versionCode)));
  return { id: Number(app.id), packageName: String(app.packageName), nextCode: highest + 1 };
};

const APK_TYPE = 'application/vnd.android.package-archive';

test.describe('app management', () => {
  test('uploads an APK built by the test, shows what it declares, pilots it and makes it active', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/dashboard');
    const app = await firstApp(page);
    await page.goto(`/appmanagement/${app.id}`);
    await page.getByRole('tab', { name: 'Versiones' }).click();
    await page.getByRole('button', { name: 'Nueva versión' }).click();
    const dialog = page.getByRole('dialog');
    const apk = buildTestApk({ packageName: app.packageName, versionName: '9.8.7', versionCode: app.nextCode });
    await dialog
      .getByTestId('upload-apk')
      .setInputFiles({ name: 'release.apk', mimeType: APK_TYPE, buffer: Buffer.from(apk) });
    await expect(dialog.getByText(`paquete ${app.packageName}, versión 9.8.7 (código ${app.nextCode})`)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Estado inicial' }).click();
    await page.getByRole('option', { name: 'Piloto' }).click();
    await dialog.getByRole('button', { name: 'Crear versión' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: '9.8.7' });
    await expect(row.getByLabel('Estado: Piloto')).toBeVisible();
    await row.getByRole('button', { name: 'Acciones de la versión 9.8.7' }).click();
    await page.getByRole('menuitem', { name: 'Activar' }).click();
    await expect(row.getByLabel('Estado: Activa')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Descargar APK' })).toHaveAttribute('href', /\/Application\/files\//);
  });

  test('refuses a PNG renamed .apk by its content', async ({ page, signIn }) => {
    await signIn('admin', '/dashboard');
    const app = await firstApp(page);
    await page.goto(`/appmanagement/${app.id}`);
    await page.getByRole('tab', { name: 'Versiones' }).click();
    await page.getByRole('button', { name: 'Nueva versión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByTestId('upload-apk')
      .setInputFiles({ name: 'photo.apk', mimeType: APK_TYPE, buffer: Buffer.from(tinyPng()) });
    await expect(dialog.getByRole('alert')).toHaveText('Uno de los parámetros no tiene un formato válido.');
    await expect(dialog.getByRole('button', { name: 'Crear versión' })).toBeDisabled();
  });
});
