import { tinyPng } from '../resources/apps/apk/testing/testApk';
import { expect, test } from './fixtures';
import { APK_TYPE, openVersionsOfFirstApp } from './marketSteps';

/** Journeys of app management: an APK refused by its content, API keys (the upload, pilot and promotion: market-rollout). */

test.describe('app management', () => {
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
