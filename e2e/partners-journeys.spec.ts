import { expect, test } from './fixtures';
import { apiAs, type Json } from './sandboxApi';

const GROUPS = '/parameters/api/v1/CommerceGroup';

test.describe('commerce groups and partners', () => {
  test('merges two groups’ parameters choosing one conflicting value', async ({ page, signIn }) => {
    const api = await apiAs(page.request, 'admin');
    const [commerce] = await api.list('/commerce/api/Commerce', {}, 1);
    const create = async (name: string, hostIp: string, parameters: Json[]) =>
      (await (await api.post(GROUPS, { name, hostIp, commerceId: commerce.id, parameters })).json()) as Json;
    const target = await create('Fusión destino', '10.77.0.1', [
      { key: 'TIMEOUT', value: '30' },
      { key: 'TIP_MAX', value: '15' },
    ]);
    const source = await create('Fusión origen', '10.77.0.2', [
      { key: 'TIMEOUT', value: '45' },
      { key: 'LOGO', value: 'norte.png' },
    ]);
    await signIn('admin', '/group/merge-parameters');
    await page.getByRole('combobox', { name: 'Grupo destino' }).fill('Fusión destino');
    await page.getByRole('option', { name: 'Fusión destino' }).click();
    await page.getByRole('combobox', { name: 'Grupos de origen' }).fill('Fusión origen');
    await page.getByRole('option', { name: 'Fusión origen' }).click();
    await expect(page.getByText('1 conflicto por resolver.')).toBeVisible();
    const save = page.getByRole('button', { name: 'Guardar fusión' });
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: 'Usar el valor de Fusión origen para TIMEOUT' }).check();
    await expect(
      page
        .getByRole('row', { name: /TIMEOUT/ })
        .getByRole('cell')
        .last(),
    ).toHaveText('45');
    await save.click();
    await expect(page).toHaveURL(new RegExp(`/group/${target.id}$`));
    expect((await api.get(`${GROUPS}/${target.id}`)).parameters).toEqual([
      { key: 'LOGO', value: 'norte.png' },
      { key: 'TIMEOUT', value: '45' },
      { key: 'TIP_MAX', value: '15' },
    ]);
    expect(source.id).toBeDefined();
  });

  test('a partner user with assigned commerces sees only those commerces and their terminals', async ({
    page,
    signIn,
  }) => {
    const admin = await apiAs(page.request, 'admin');
    const partnerId = Number((await apiAs(page.request, 'partner')).claims.PartnerId);
    const terminals = await admin.list('/terminal/api/v1/Terminal', { deleted: false }, 50);
    const chosen = [...new Set(terminals.map((t) => Number(t.commerceId)))].slice(0, 2);
    const names = (await admin.list('/commerce/api/Commerce', { id: chosen })).map((c) => String(c.name));
    expect((await admin.put(`/commerce/api/v1/partner/${partnerId}`, { commerceIds: chosen })).ok()).toBe(true);
    try {
      await signIn('partner', '/commerce');
      const rows = page.locator('.RaDataTable-tbody tr, tbody tr');
      await expect(rows).toHaveCount(2);
      for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
      await page.goto('/Terminal');
      // Every terminal listed belongs to an assigned commerce (the list waits for its first rows).
      const commerceCells = page.locator('tbody tr td.column-commerceId');
      await expect(commerceCells.first()).toBeVisible({ timeout: 20_000 });
      // The rows come before their commerces' names, which each column asks for once.
      await expect
        .poll(async () => (await commerceCells.allInnerTexts()).every((text) => text.trim() !== ''))
        .toBe(true);
      const shownCommerces = await commerceCells.allInnerTexts();
      expect(shownCommerces.length).toBeGreaterThan(0);
      shownCommerces.forEach((text) => expect(names).toContain(text.trim()));
    } finally {
      await admin.put(`/commerce/api/v1/partner/${partnerId}`, { commerceIds: [] });
    }
  });

  test('generates an API key, calls the partner API with it, revokes it and is refused', async ({ page, signIn }) => {
    await signIn('partner', '/settings/developer-settings');
    await page.getByLabel('Nombre de la clave').fill('ERP e2e');
    await page.getByRole('button', { name: 'Generar clave' }).click();
    const key = await page.getByTestId('new-api-key').inputValue();
    expect(key).toMatch(/^pk_/);
    await page.getByRole('button', { name: 'Hecho, ya la copié' }).click();
    const row = page.getByRole('row', { name: /ERP e2e/ });
    await expect(row.getByText('Activa')).toBeVisible();

    const called = await page.request.get('/commerce/api/v1/partner/api/commerces', { headers: { 'x-api-key': key } });
    expect(called.status()).toBe(200);
    expect(((await called.json()) as { total: number }).total).toBeGreaterThan(0);
    await page.reload();
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');

    await row.getByRole('button', { name: 'Revocar ERP e2e' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
    await expect(row.getByText('Revocada')).toBeVisible();
    const refused = await page.request.get('/commerce/api/v1/partner/api/terminals', { headers: { 'x-api-key': key } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ Code: 'GM-0001', Message: 'api key revoked' });
  });
});
