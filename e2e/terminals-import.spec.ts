import { expect, test } from './fixtures';

/** Issue 5, terminal creation: a refused single entry, and a CSV whose good rows land while the bad ones are reported. */

const tokenOf = async (request: import('@playwright/test').APIRequestContext) => {
  const form = {
    grant_type: 'password',
    userName: 'admin',
    password: 'Admin#2026',
    client_id: 'backoffice-web',
    client_secret: 'sandbox-secret',
    scope: 'api offline_access',
    entity_id: '9',
  };
  return ((await (await request.post('/auth/connect/token', { form })).json()) as { access_token: string })
    .access_token;
};

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
  const good = (serial: string) =>
    `${serial},Caja E2E,${commerce.commerceCode},${group.name},${brand.name},${model.name},,,`;
  const csv = [
    'serialNumber,alias,commerceCode,group,brand,model,profile,owner,distributor',
    good('E2EIMPORT001'),
    good('E2EIMPORT002'),
    `bad serial,,${commerce.commerceCode},,${brand.name},${model.name},,,`,
    `E2EIMPORT003,,,,${brand.name},${model.name},,,`,
    `E2EIMPORT004,,${commerce.commerceCode},,Marca fantasma,${model.name},,,`,
  ].join('\n');
  const file = { name: 'terminales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await signIn('admin', '/Terminal/create?by=csv');
  await page.getByTestId('terminal-csv-input').setInputFiles(file);
  await expect(page.getByText('Filas leídas: 5. Listas para importar: 3. Con problemas: 2.')).toBeVisible();
  await page.getByRole('button', { name: /Importar las filas correctas/ }).click();

  const report = page.getByRole('table', { name: 'Resultado de la importación' });
  await expect(page.getByText('Terminales creadas: 2')).toBeVisible();
  await expect(page.getByText('Filas rechazadas: 3')).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: 'TM-0001' })).toContainText('bad serial');
  await expect(report.getByRole('row').filter({ hasText: 'PM-0035' })).toContainText('Faltan valores en la fila 5.');
  await expect(report.getByRole('row').filter({ hasText: 'PM-0036' })).toContainText('columna brand');

  await page.getByRole('link', { name: 'Ver las terminales' }).click();
  await expect(page).toHaveURL(/\/Terminal$/);
  await page.goto('/Terminal?filter=' + encodeURIComponent(JSON.stringify({ q: 'E2EIMPORT' })));
  await expect(page.getByText('E2EIMPORT001')).toBeVisible();
  await expect(page.getByText('E2EIMPORT002')).toBeVisible();
  await expect(page.getByText('E2EIMPORT004')).toHaveCount(0);
});
