import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * Commerce onboarding from a CSV file: the good rows land while each bad one is
 * reported with its code, on screen and in the downloadable file of rejected rows.
 */
test('a commerce CSV keeps the good rows and reports the bad ones, downloadable', async ({ page, signIn }) => {
  const suffix = String(Date.now()).slice(-6);
  const row = (n: number, extra: Partial<Record<'taxId' | 'categoryCode' | 'merchantId', string>> = {}) => {
    const values = {
      taxId: '101234567',
      categoryCode: '5411',
      merchantId: `MCSV${suffix}${n}`,
      ...extra,
    };
    return `Colmado CSV ${n},${values.merchantId},CCSV${suffix}${n},${values.taxId},${values.categoryCode},Calle Duarte,,Santiago,Santiago,,+1 809 555 0100,,,,`;
  };
  const csv = [
    'name,merchantId,commerceCode,taxId,categoryCode,street,number,city,state,postalCode,phone,email,website,type,status',
    row(1),
    row(2, { categoryCode: '' }),
    row(3, { taxId: '' }),
    row(4),
    row(5, { merchantId: `MCSV${suffix}1` }),
  ].join('\n');
  const file = { name: 'comercios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await signIn('processor', '/commerce/create?by=csv');
  await page.getByTestId('commerce-csv-input').setInputFiles(file);
  await expect(page.getByText('Filas leídas: 5. Listas para importar: 2. Con problemas: 3.')).toBeVisible();
  await page.getByRole('button', { name: /Importar las filas correctas/ }).click();

  await expect(page.getByText('Comercios creados: 2')).toBeVisible();
  await expect(page.getByText('Filas rechazadas: 3')).toBeVisible();
  const report = page.getByRole('table', { name: 'Resultado de la importación' });
  await expect(report.getByRole('row').filter({ hasText: 'CM-0001' })).toContainText('ya aparece en la fila 2');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar las filas rechazadas (CSV)' }).click();
  const rejected = readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(rejected[0]).toBe('Fila,ID de comercio (MID),Columna,Código,Motivo');
  expect(rejected.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
    `3,MCSV${suffix}2,categoryCode,PM-0035`,
    `4,MCSV${suffix}3,taxId,PM-0035`,
    `6,MCSV${suffix}1,merchantId,CM-0001`,
  ]);

  await page.getByRole('link', { name: 'Ver los comercios' }).click();
  await expect(page).toHaveURL(/\/commerce$/);
});
