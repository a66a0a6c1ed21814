import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchHeadTops } from './headTops';
import { tokensOf } from './sandboxSession';

/** The data rows of the list (the header row excluded). */
const dataRows = (page: Page) => page.locator('table tbody tr');

/** N of the pagination's 'a-b de N'. */
const totalOf = async (page: Page) => {
  const text = (await page.getByText(/^\d+-\d+ de \d+$/).textContent()) ?? '';
  return Number(text.split(' de ')[1]);
};

const everyRow = async (rows: Locator, check: (row: Locator) => Promise<void>) => {
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await check(rows.nth(i));
};

test.describe('terminal list', () => {
  test('a cold load shows the rows, then the filters and buttons; reloaded, the table never moves as they come in', async ({
    page,
    signIn,
  }) => {
    const headTops = await watchHeadTops(page);
    await signIn('admin', '/Terminal');
    await expect(page.getByRole('textbox', { name: 'Buscar' })).toBeVisible();
    // The filter the list starts with shows its value.
    await expect(page.getByRole('combobox', { name: 'Eliminada' })).toHaveText('No');
    await expect(page.getByRole('button', { name: 'Columnas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ordenar por número de serie ascendente' })).toBeVisible();

    // The filter form's height is remembered: on a reload its placeholder keeps the room.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Buscar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Columnas' })).toBeVisible();
    const tops = await headTops();
    expect(tops.length).toBeGreaterThan(0);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });

  test('filters by online state and pages through the online terminals', async ({ page, signIn }) => {
    await signIn('admin', '/Terminal');
    await expect(dataRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'En línea' }).click();
    await expect(page).toHaveURL(/online%22%3Atrue|"online":true/);
    await expect(page.getByText(/^1-25 de \d+$/)).toBeVisible();
    await everyRow(dataRows(page), async (row) => expect(row.getByText('En línea')).toBeVisible());
    await page.getByRole('button', { name: 'Ir a la página 2', exact: true }).click();
    await expect(page.getByText(/^26-\d+ de \d+$/)).toBeVisible();
    await everyRow(dataRows(page), async (row) => expect(row.getByText('En línea')).toBeVisible());
  });

  test('filters by brand, then exports what the filter selects, a hostile alias inert', async ({ page, signIn }) => {
    const { access_token } = await tokensOf(page.request, 'admin', 9);
    const headers = { Authorization: `Bearer ${access_token}`, 'entity-id': '9' };
    const get = async (path: string) => (await page.request.get(path, { headers })).json();
    const [newland] = await get(`/terminal/api/v1/TerminalBrand?filter=${encodeURIComponent('{"q":"Newland"}')}`);
    const [terminal] = await get(`/terminal/api/v1/Terminal?filter=${encodeURIComponent(`{"brandId":${newland.id}}`)}`);
    const { id, ...record } = terminal;
    const alias = '=HYPERLINK("http://evil","x")';
    expect(
      (await page.request.put(`/terminal/api/v1/Terminal/${id}`, { headers, data: { ...record, alias } })).ok(),
    ).toBe(true);
    await signIn('admin', '/Terminal');
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Marca' }).click();
    await page.getByRole('combobox', { name: 'Marca' }).fill('Newland');
    await page.getByRole('option', { name: 'Newland' }).click();
    await expect(page).toHaveURL(/brandId/);
    await expect(page.getByText(/^1-\d+ de \d+$/)).toBeVisible();
    await everyRow(dataRows(page), async (row) => expect(row.getByText('Newland', { exact: true })).toBeVisible());
    const total = await totalOf(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).first().click();
    const csv = await readFile(String(await (await download).path()), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Número de serie');
    expect(lines[0]).toContain('Estado');
    expect(lines).toHaveLength(total + 1);
    lines.slice(1).forEach((line) => expect(line).toContain('Newland'));
    const hostile = lines.find((line) => line.startsWith(`${terminal.serialNumber},`));
    expect(hostile).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
  });

  test('assigns a tag to two selected terminals and the tag filter finds them', async ({ page, signIn }) => {
    await signIn('admin', '/Terminal');
    const rows = dataRows(page);
    await expect(rows.nth(1)).toBeVisible();
    const serials = [
      await rows.nth(0).locator('td').nth(1).innerText(),
      await rows.nth(1).locator('td').nth(1).innerText(),
    ];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Asignar etiquetas' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Etiquetas').fill('Temporada');
    await page.getByRole('option', { name: 'Temporada' }).click();
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await expect(dialog.getByText('Resultado de la asignación')).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(/2 terminales recibieron las etiquetas|ya la/);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Etiquetas' }).click();
    await page.getByRole('combobox', { name: 'Etiquetas' }).fill('Temporada');
    await page.getByRole('option', { name: 'Temporada' }).click();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(serials[0]);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(serials[0]);
    await page.getByRole('textbox', { name: 'Buscar' }).fill(serials[1]);
    await expect(dataRows(page).first()).toContainText(serials[1]);
  });

  test('shows a read-only user no bulk write action', async ({ page, signIn }) => {
    await signIn('readonly', '/Terminal');
    await dataRows(page).first().getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Exportar' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Asignar etiquetas' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
  });
});
