import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { tokensOf } from './sandboxSession';

/** Terminal creation: a refused single entry, and a CSV whose good rows land while the bad ones are reported. */

const tokenOf = async (request: APIRequestContext) => (await tokensOf(request, 'admin', 9)).access_token;

test('a single terminal with a bad serial shows the translated message and is not created', async ({
  page,
  signIn,
}) => {
  await signIn('admin', '/Terminal/create');
  await page.getByLabel('Número de serie *').fill('mal serie');
  await page.getByLabel('Alias').fill('x'.repeat(151));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El número de serie no tiene un formato válido.')).toBeVisible();
  await expect(page.getByText('El alias no puede superar los 150 caracteres.')).toBeVisible();
  await expect(page).toHaveURL(/\/Terminal\/create$/);
});

test('a CSV import keeps the good rows and reports each bad one with its code', async ({ page, signIn, request }) => {
  const token = await tokenOf(request);
  const headers = { Authorization: `Bearer ${token}`, 'entity-id': '9' };
  const [group] = await (await request.get('/parameters/api/v1/CommerceGroup?range=[0,0]', { headers })).json();
  const commerce = await (await request.get(`/commerce/api/Commerce/${group.commerceId}`, { headers })).json();
  const [model] = await (await request.get('/terminal/api/v1/TerminalModel?range=[0,0]', { headers })).json();
  const brand = await (await request.get(`/terminal/api/v1/TerminalBrand/${model.brandId}`, { headers })).json();
  // A serial another entity holds: TM-0010, naming that entity (the entity's own would be TM-0008).
  // A token is bound to its entity: reading entity 2 takes a sign-in there.
  const inEntity2 = (await tokensOf(request, 'admin', 2)).access_token;
  const otherEntity = { Authorization: `Bearer ${inEntity2}`, 'entity-id': '2' };
  const [taken] = await (await request.get('/terminal/api/v1/Terminal?range=[0,0]', { headers: otherEntity })).json();
  const good = (serial: string) =>
    `${serial},Caja E2E,${commerce.commerceCode},${group.name},${brand.name},${model.name},,,`;
  const csv = [
    'serialNumber,alias,commerceCode,group,brand,model,profile,owner,distributor',
    good('E2EIMPORT001'),
    good('E2EIMPORT002'),
    `bad serial,,${commerce.commerceCode},,${brand.name},${model.name},,,`,
    `E2EIMPORT003,,,,${brand.name},${model.name},,,`,
    `E2EIMPORT004,,${commerce.commerceCode},,Marca fantasma,${model.name},,,`,
    good('E2EIMPORT001'),
    good(String(taken.serialNumber)),
  ].join('\n');
  const file = { name: 'terminales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await signIn('admin', '/Terminal/create?by=csv');
  await page.getByTestId('terminal-csv-input').setInputFiles(file);
  await expect(page.getByText('Filas leídas: 7. Listas para importar: 4. Con problemas: 3.')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Vista previa de las primeras filas' });
  await expect(preview.getByRole('row').filter({ hasText: 'bad serial' })).toContainText('formato válido');
  await expect(preview.getByRole('row').filter({ hasText: 'E2EIMPORT002' })).toContainText('Correcta');
  await page.getByRole('button', { name: /Importar las filas correctas/ }).click();

  const report = page.getByRole('table', { name: 'Resultado de la importación' });
  await expect(page.getByText('Terminales creadas: 2')).toBeVisible();
  await expect(page.getByText('Filas rechazadas: 5')).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: 'TM-0001' })).toContainText('bad serial');
  await expect(report.getByRole('row').filter({ hasText: 'PM-0035' })).toContainText('Faltan valores en la fila 5.');
  await expect(report.getByRole('row').filter({ hasText: 'PM-0036' })).toContainText('columna brand');
  await expect(report.getByRole('row').filter({ hasText: 'TM-0008' })).toContainText('ya aparece en la fila 2');
  await expect(report.getByRole('row').filter({ hasText: 'TM-0010' })).toContainText(
    `${String(taken.serialNumber)} ya existe en la entidad Banco Ibérico`,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar las filas rechazadas (CSV)' }).click();
  const rejected = readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(rejected[0]).toBe('Fila,Número de serie,Columna,Código,Motivo');
  // The column each problem names (third) is checked by the commerce import's journey.
  expect(
    rejected
      .slice(1)
      .map((line) => line.split(','))
      .map(([row, serial, , code]) => `${row},${serial},${code}`),
  ).toEqual([
    '4,bad serial,TM-0001',
    '5,E2EIMPORT003,PM-0035',
    '6,E2EIMPORT004,PM-0036',
    '7,E2EIMPORT001,TM-0008',
    `8,${String(taken.serialNumber)},TM-0010`,
  ]);

  await page.getByRole('link', { name: 'Ver las terminales' }).click();
  await expect(page).toHaveURL(/\/Terminal$/);
  await page.goto('/Terminal?filter=' + encodeURIComponent(JSON.stringify({ q: 'E2EIMPORT' })));
  await expect(page.getByText('E2EIMPORT001')).toBeVisible();
  await expect(page.getByText('E2EIMPORT002')).toBeVisible();
  await expect(page.getByText('E2EIMPORT004')).toHaveCount(0);
});
