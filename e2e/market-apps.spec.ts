import type { Page } from '@playwright/test';
import { buildTestApk, tinyPng } from '../resources/apps/apk/testing/testApk';
import { expect, test } from './fixtures';

/** Journeys of app management: an APK built here, read by the services, piloted, activated. */

/** Opens the first app of the list on its versions tab; answers its package and the next version code. */
const openVersionsOfFirstApp = async (page: Page) => {
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  const packageName = await page.locator('.edit-page input[name="packageName"]').inputValue();
  await page.getByRole('tab', { name: 'Versiones' }).click();
  const newest = page.getByRole('table', { name: 'Versiones' }).getByRole('row').nth(1).getByRole('cell').nth(1);
  const highest = Number(await newest.textContent());
  await page.getByRole('button', { name: 'Nueva versión' }).click();
  return { packageName, nextCode: highest + 1, dialog: page.getByRole('dialog') };
};

const APK_TYPE = 'application/vnd.android.package-archive';

test.describe('app management', () => {
  test('uploads an APK built by the test, shows what it declares, pilots it and makes it active', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/appmanagement');
    const { dialog, ...app } = await openVersionsOfFirstApp(page);
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
    await page.getByRole('menuitem', { name: 'Activar', exact: true }).click();
    // Activating a pilot asks whether to open it to every terminal of its models (the default).
    const promotion = page.getByRole('dialog', { name: 'Activar la versión piloto 9.8.7' });
    await expect(
      promotion.getByRole('radio', { name: 'Abrirla a todos los terminales de los modelos de la aplicación' }),
    ).toBeChecked();
    await promotion.getByRole('button', { name: 'Activar' }).click();
    await expect(row.getByLabel('Estado: Activa')).toBeVisible();
    await expect(row.getByText('Todos los terminales de sus modelos')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Descargar APK' })).toHaveAttribute('href', /\/Application\/files\//);
  });

  test('refuses a PNG renamed .apk by its content', async ({ page, signIn }) => {
    await signIn('admin', '/appmanagement');
    const { dialog } = await openVersionsOfFirstApp(page);
    await dialog
      .getByTestId('upload-apk')
      .setInputFiles({ name: 'photo.apk', mimeType: APK_TYPE, buffer: Buffer.from(tinyPng()) });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Según su contenido, el archivo es una imagen PNG; aquí se espera un APK de Android.',
    );
    await expect(dialog.getByRole('button', { name: 'Crear versión' })).toBeDisabled();
  });

  test('shows a new API key once, then only its first characters, and expires it after a confirmation', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/appmanagement');
    await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
    await page.getByRole('tab', { name: 'Claves API' }).click();
    await page.getByRole('button', { name: 'Generar clave API' }).click();
    const apiKey = await page.getByTestId('new-app-api-key').inputValue();
    expect(apiKey).toMatch(/^ak_[\w-]{32}$/);
    const keys = page.getByRole('table', { name: 'Claves API' });
    const row = keys.getByRole('row').filter({ hasText: `${apiKey.slice(0, 10)}…` });
    await expect(row).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Claves API' }).click();
    await expect(row).toBeVisible();
    await expect(page.getByTestId('new-app-api-key')).toHaveCount(0);
    await row.getByRole('button', { name: 'Caducar ahora' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(row.getByText('Caducada')).toBeVisible();
  });
});
