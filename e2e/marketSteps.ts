import type { APIRequestContext, Page } from '@playwright/test';
import { buildTestApk } from '../resources/apps/apk/testing/testApk';
import { expect } from './fixtures';
import { apiAs } from './sandboxApi';

/** Steps the market journeys share: an app's versions, an APK upload, a promotion, the install screen's pickers. */

export const APK_TYPE = 'application/vnd.android.package-archive';

/**
 * An active version of entity 9 whose app runs on every model and is not a pilot: any terminal can
 * take it. The first such app by default; `last` picks another, for a journey that must not share
 * its app's terminals with the journeys running beside it.
 */
export const openVersion = async (request: APIRequestContext, { last = false } = {}) => {
  const api = await apiAs(request, 'admin');
  const versions = await api.list('/app/api/v1/Application/versions', { state: 'ACTIVE' });
  for (const version of last ? versions.reverse() : versions) {
    const app = await api.get(`/app/api/v1/Application/${String(version.appId)}`);
    const models = (app.modelIds as number[] | null) ?? [];
    if (!models.length && !app.installOnTransaction) return { api, version, app };
  }
  throw new Error('no active version runs on every model');
};

/** On an open app, its versions tab and the new version dialog; answers its package and the next version code. */
export const openNewVersionDialog = async (page: Page) => {
  const packageName = await page.locator('.edit-page input[name="packageName"]').inputValue();
  await page.getByRole('tab', { name: 'Versiones' }).click();
  const newest = page.getByRole('table', { name: 'Versiones' }).getByRole('row').nth(1).getByRole('cell').nth(1);
  const highest = Number(await newest.textContent());
  await page.getByRole('button', { name: 'Nueva versión' }).click();
  return { packageName, nextCode: highest + 1, dialog: page.getByRole('dialog') };
};

/** Opens the first app of the list on a new version dialog. */
export const openVersionsOfFirstApp = async (page: Page) => {
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  return openNewVersionDialog(page);
};

/**
 * Uploads an APK built here as the app's next version, checks what the services read of it and
 * creates it as a pilot for the terminals of `pilotSerials`; answers the version's row.
 */
export const uploadPilot = async (page: Page, versionName: string, pilotSerials: readonly string[]) => {
  const { dialog, packageName, nextCode } = await openNewVersionDialog(page);
  const apk = buildTestApk({ packageName, versionName, versionCode: nextCode });
  await dialog
    .getByTestId('upload-apk')
    .setInputFiles({ name: 'release.apk', mimeType: APK_TYPE, buffer: Buffer.from(apk) });
  await expect(dialog.getByText(`paquete ${packageName}, versión ${versionName} (código ${nextCode})`)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Estado inicial' }).click();
  await page.getByRole('option', { name: 'Piloto' }).click();
  const terminals = dialog.getByRole('combobox', { name: 'Terminales autorizados' });
  for (const serial of pilotSerials) {
    await terminals.fill(serial);
    await page.getByRole('option', { name: serial, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Crear versión' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: versionName });
  await expect(row.getByLabel('Estado: Piloto')).toBeVisible();
  await expect(row.getByText(`Solo ${pilotSerials.length} terminales de su lista`)).toBeVisible();
  return row;
};

/** Makes a pilot active, opening it to every terminal of its app's models (the dialog's default). */
export const promotePilot = async (page: Page, versionName: string) => {
  const row = page.getByRole('row').filter({ hasText: versionName });
  await row.getByRole('button', { name: `Acciones de la versión ${versionName}` }).click();
  await page.getByRole('menuitem', { name: 'Activar', exact: true }).click();
  const promotion = page.getByRole('dialog', { name: `Activar la versión piloto ${versionName}` });
  await expect(
    promotion.getByRole('radio', { name: 'Abrirla a todos los terminales de los modelos de la aplicación' }),
  ).toBeChecked();
  await promotion.getByRole('button', { name: 'Activar' }).click();
  await expect(row.getByLabel('Estado: Activa')).toBeVisible();
  await expect(row.getByText('Todos los terminales de sus modelos')).toBeVisible();
  return row;
};

/** Picks each of `names` in the install screen's autocomplete labelled `label`. */
export const pick = async (page: Page, label: string, names: readonly string[]) => {
  const picker = page.getByRole('combobox', { name: label });
  for (const name of names) {
    await picker.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
};
