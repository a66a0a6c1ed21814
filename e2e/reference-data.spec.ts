import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A screen or a list's first page, which a busy machine can take a while to show. */
const SCREEN_TIMEOUT = 20_000;

const jsonFile = (entries: unknown) => ({
  name: 'subsidios.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(entries)),
});

/** The entity's subsidies as the service exports them, with the signed-in user's token. */
const storedSubsidies = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  const answer = await page.request.get('/parameters/api/v1/Subsidies/json/export', {
    headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as unknown;
};

/** Reference data journeys (subsidies' JSON import, BIN ranges). */
test.describe('reference data', () => {
  test('a subsidies file with one bad entry saves nothing; the good one is previewed and saved', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/Subsidies');
    await expect(page.getByRole('cell', { name: 'BONO TERMICO' })).toBeVisible({ timeout: SCREEN_TIMEOUT });
    await page.getByRole('button', { name: 'Importar JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar subsidios desde un archivo JSON' });
    const picker = dialog.getByLabel('Elegir archivo JSON');

    const entries = [
      { index: 0, name: 'Bono Social Térmico', label: 'BONO TERMICO 2026' },
      { index: 70, name: 'Bono Navideño', label: '' },
    ];
    await picker.setInputFiles(jsonFile(entries));
    const problems = dialog.getByRole('list', { name: /No se guardará nada/ });
    await expect(problems.getByRole('listitem')).toHaveCount(1);
    await expect(problems).toContainText('Entrada 2 · Etiqueta');
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toHaveCount(0);
    // What the service holds, asked of it: the same two subsidies as before the file.
    expect(await storedSubsidies(page)).toEqual([
      { index: 0, name: 'Bono Social Térmico', label: 'BONO TERMICO' },
      { index: 1, name: 'Ayuda alimentaria', label: 'AYUDA ALIMENT.' },
    ]);

    entries[1].label = 'BONO NAVIDAD';
    await picker.setInputFiles(jsonFile(entries));
    await expect(dialog.getByRole('region', { name: 'Se añadirán (1)' })).toContainText('Bono Navideño');
    await expect(dialog.getByRole('region', { name: 'Se modificarán (1)' })).toContainText('BONO TERMICO 2026');
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Subsidios importados: 1 añadidos, 1 modificados.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Bono Navideño', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'BONO TERMICO 2026' })).toBeVisible();
  });

  test('a BIN overlapping another BIN range is refused at the range', async ({ page, signIn }) => {
    await signIn('admin', '/Bines/create');
    await page.getByLabel('Nombre').fill('Visa regalo', { timeout: SCREEN_TIMEOUT });
    await page.getByRole('button', { name: 'Agregar' }).click();
    // Visa crédito holds 400000-419999 in every entity.
    await page.getByLabel('Desde').fill('410000');
    await page.getByLabel('Hasta').fill('410500');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Este rango se solapa con el de otro BIN.')).toBeVisible();
    await expect(page).toHaveURL(/\/Bines\/create$/);
  });
});
