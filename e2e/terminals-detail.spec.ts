import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Journeys of the terminal detail: its tabs, the map offline, tags and an install. */

type Json = Record<string, unknown>;

/** Reads the services as the signed-in console does, to pick data the journey needs. */
const api = async (page: Page, path: string): Promise<Json[]> => {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Json[];
};

const listOf = (path: string, filter: Json, perPage = 100) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(`[0,${perPage - 1}]`)}`;

test.describe('terminal detail', () => {
  test('shows the spec tabs and, without map tiles, the coordinates instead of a broken map', async ({
    page,
    signIn,
  }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await signIn('admin', '/TerminalDetails/3');
    await expect(page).toHaveURL(/\/Terminal\/3\/show$/);
    for (const name of ['Información básica', 'Hardware', 'Batería', 'Wifi', 'Mapa GPS', 'Firmware', 'Aplicaciones'])
      await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
    const [terminal] = await api(page, listOf('/terminal/api/v1/Terminal', { id: [3] }));
    await expect(page.getByText(String(terminal.serialNumber), { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Hardware', exact: true }).click();
    await expect(page.getByText('Almacenamiento usado')).toBeVisible();

    await page.getByRole('tab', { name: 'Mapa GPS' }).click();
    await expect(page.getByText(/^Latitud -?\d+\.\d{6}, longitud -?\d+\.\d{6}$/)).toBeVisible();
    await expect(page.getByText(/^Última ubicación: /)).toBeVisible();
    await expect(page.getByText(/No se pudo cargar el mapa/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mapa con la ubicación del terminal' })).toHaveCount(0);
  });

  test('refuses a sixth tag with the translated TM-0003 message', async ({ page, signIn }) => {
    await signIn('admin', '/Terminal/7/show/tags');
    const [terminal] = await api(page, listOf('/terminal/api/v1/Terminal', { id: [7] }));
    const held = ((terminal.tagIds as number[] | null) ?? []).length;
    await page.getByRole('button', { name: 'Asignar etiquetas' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox', { name: 'Etiquetas' });
    const chips = dialog.locator('.MuiChip-root');
    await expect(chips).toHaveCount(held);
    for (let count = held + 1; count <= 6; count += 1) {
      await input.click();
      await page.getByRole('option').first().click();
      await expect(chips).toHaveCount(count);
    }
    await dialog.getByRole('button', { name: 'Guardar etiquetas' }).click();
    await expect(dialog.getByText('Se superó el número máximo de etiquetas por terminal.')).toBeVisible();
    await expect(chips).toHaveCount(6);
  });

  test('installs an app version and watches its state reach done or failed in the history', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/Terminal/8/show/apps');
    const [terminal] = await api(page, listOf('/terminal/api/v1/Terminal', { id: [8] }));
    const versions = await api(page, listOf('/app/api/v1/Application/versions', { state: 'ACTIVE' }));
    const apps = await api(page, listOf('/app/api/v1/Application', { id: versions.map((v) => v.appId) }));
    const fits = (app: Json) => {
      const models = (app.modelIds as number[] | null) ?? [];
      return models.length === 0 || models.includes(Number(terminal.modelId));
    };
    const app = apps.find(fits) as Json;
    const version = versions.find((v) => v.appId === app.id) as Json;

    await page.getByRole('button', { name: 'Instalar aplicación' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Instalar' }).click();
    await expect(dialog.getByText('Elija una aplicación.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Aplicación' }).fill(String(app.name));
    await page.getByRole('option', { name: String(app.name), exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Versión' }).click();
    await page.getByRole('option', { name: String(version.versionName), exact: true }).click();
    await dialog.getByRole('button', { name: 'Instalar' }).click();
    await expect(dialog).toBeHidden();

    const install = page.getByRole('row').filter({ hasText: `${String(app.name)} ${String(version.versionName)}` });
    await expect(install.first()).toContainText('Pendiente');
    await expect(page.getByRole('status').filter({ hasText: 'espera la respuesta del terminal' })).toBeVisible();
    await expect(install.first()).toContainText(/Completada|Fallida/);
    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Instalar aplicación' }).first()).toContainText(
      /Completada|Fallida/,
    );
  });
});
