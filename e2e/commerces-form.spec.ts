import { expect, test } from './fixtures';
import { tokensOf } from './sandboxSession';

/**
 * Commerce create and edit: the card processor's RNC is required (the form refuses
 * without it, naming the field by its RNC label), then the commerce is created; a commerce's
 * parameters, edited on their tab, are still there after a reload.
 */
test('the card processor creates a commerce only with its RNC', async ({ page, signIn }) => {
  const suffix = String(Date.now()).slice(-6);
  await signIn('processor', '/commerce/create');
  const textbox = (name: RegExp) => page.getByRole('textbox', { name });
  await textbox(/^Nombre/).fill(`Colmado E2E ${suffix}`);
  await textbox(/^ID de comercio/).fill(`ME2E${suffix}`);
  await textbox(/^Código de comercio/).fill(`CE2E${suffix}`);
  await textbox(/^Código de categoría/).fill('5411');
  await textbox(/^Teléfono/).fill('+1 809 555 0100');
  await textbox(/^Calle/).fill('Calle El Conde');
  await textbox(/^Ciudad/).fill('Santo Domingo');
  await textbox(/^Provincia/).fill('Distrito Nacional');
  await page.getByRole('button', { name: 'Guardar' }).click();

  const rnc = textbox(/^RNC \(Registro Nacional del Contribuyente\)/);
  await expect(rnc).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await expect(page).toHaveURL(/\/commerce\/create$/);

  await rnc.fill('101234567');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/commerce\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Productos' })).toBeVisible();
  await expect(textbox(/^RNC/)).toHaveValue('101234567');
});

test('the parameters edited on their tab are there after a reload', async ({ page, signIn, request }) => {
  const suffix = String(Date.now()).slice(-6);
  const token = (await tokensOf(request, 'processor', 3)).access_token;
  const created = await request.post('/commerce/api/Commerce', {
    headers: { Authorization: `Bearer ${token}`, 'entity-id': '3' },
    data: {
      name: `Colmado Parámetros ${suffix}`,
      merchantId: `MPAR${suffix}`,
      commerceCode: `CPAR${suffix}`,
      taxId: '101234567',
      categoryCode: '5411',
      phone: '+1 809 555 0100',
      type: 'PHYSICAL',
      status: 'ACTIVE',
      address: { street: 'Calle El Conde', city: 'Santo Domingo', state: 'Distrito Nacional' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const textbox = (name: RegExp) => page.getByRole('textbox', { name });
  await signIn('processor', `/commerce/${id}`);
  await page.getByRole('tab', { name: 'Parámetros' }).click();
  await expect(page).toHaveURL(/tab=parameters/);
  await page.getByRole('combobox', { name: 'Impuesto' }).click();
  await page.getByRole('option', { name: 'ITBIS' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Porcentaje del impuesto' }).fill('18');
  await page.getByRole('spinbutton', { name: 'Propina 1 (%)' }).fill('10');
  await textbox(/^Hora de cierre de lote/).fill('22:30');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Parámetros guardados.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Parámetros', selected: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Porcentaje del impuesto' })).toHaveValue('18');
  await expect(page.getByRole('spinbutton', { name: 'Propina 1 (%)' })).toHaveValue('10');
  await expect(textbox(/^Hora de cierre de lote/)).toHaveValue('22:30');
  await expect(page.getByRole('combobox', { name: 'Impuesto' })).toHaveText('ITBIS');
});
