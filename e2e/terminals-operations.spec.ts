import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, type Json } from './sandboxApi';

/** The admin's calls to the sandbox in entity 9, to set up and check what the screens did. */
const adminApi = (request: APIRequestContext) => apiAs(request, 'admin');

test.describe('terminal operations', () => {
  test('reassigns two terminals, one found by serial search, after a preview that shows both', async ({
    page,
    signIn,
  }) => {
    const api = await adminApi(page.request);
    const terminals = await api.list('/terminal/api/v1/Terminal', {}, 40);
    const [a, b] = terminals.slice(10).filter((t) => !t.deleted);
    const target = (await api.list('/commerce/api/Commerce')).find(
      (c) => c.id !== a.commerceId && c.id !== b.commerceId,
    ) as Json;
    await signIn('admin', '/Terminal/Reassignment');
    // One found by server-side search on part of its serial, the other pasted.
    await page
      .getByRole('combobox', { name: 'Buscar terminal por número de serie' })
      .fill(String(a.serialNumber).slice(1));
    await page.getByRole('option', { name: new RegExp(`^${String(a.serialNumber)}`) }).click();
    await expect(page.getByLabel('Números de serie')).toHaveValue(String(a.serialNumber));
    await page.getByLabel('Números de serie').press('End');
    await page.getByLabel('Números de serie').pressSequentially(`\n${b.serialNumber}`);
    await expect(page.getByText('2 números de serie')).toBeVisible();
    await page.getByLabel('Comercio de destino').fill(String(target.name));
    await page.getByRole('option', { name: String(target.name), exact: true }).click();
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    const preview = page.getByRole('table', { name: 'Reasignación de terminales' });
    await expect(page.getByText('Se moverán 2 terminales.')).toBeVisible();
    for (const serial of [a.serialNumber, b.serialNumber])
      await expect(preview.getByRole('row').filter({ hasText: String(serial) })).toContainText(
        `${target.name}Se moverá`,
      );
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(`2 terminales reasignadas a ${target.name}.`)).toBeVisible();
    for (const terminal of [a, b])
      expect((await api.get(`/terminal/api/v1/Terminal/${terminal.id}`)).commerceId).toBe(target.id);
  });

  test('assigns a tag by filters and names the terminal skipped for having 5 tags', async ({ page, signIn }) => {
    const api = await adminApi(page.request);
    const tags = await api.list('/parameters/api/v1/Tag');
    const tag = tags.find((t) => t.name === 'VIP') as Json;
    const others = tags.filter((t) => t.id !== tag.id).slice(0, 5);
    const [first] = await api.list('/terminal/api/v1/Terminal', {}, 1);
    const model = await api.get(`/terminal/api/v1/TerminalModel/${first.modelId}`);
    const ofModel = await api.list('/terminal/api/v1/Terminal', { modelId: first.modelId }, 1000);
    const full = ofModel.find((t) => !(t.tagIds as number[]).includes(Number(tag.id))) as Json;
    const { id: _id, ...record } = await api.get(`/terminal/api/v1/Terminal/${full.id}`);
    expect(
      (await api.put(`/terminal/api/v1/Terminal/${full.id}`, { ...record, tagIds: others.map((t) => t.id) })).ok(),
    ).toBe(true);

    await signIn('admin', '/Terminal/Tags/Assignment/VIP');
    await expect(page.getByRole('heading', { level: 1, name: 'Asignación de la etiqueta «VIP»' })).toBeVisible();
    await page.getByRole('tab', { name: 'Por filtros' }).click();
    await page.getByLabel('Modelos').fill(String(model.name));
    await page.getByRole('option', { name: String(model.name), exact: true }).click();
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    const skipped = page.getByRole('region', { name: /1 terminal se omite porque superaría 5 etiquetas/ });
    await expect(skipped).toContainText(String(full.serialNumber));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(/terminales? actualizadas?/)).toBeVisible();
    await expect(skipped).toContainText(String(full.serialNumber));
    const download = page.waitForEvent('download');
    await skipped.getByRole('button', { name: 'Descargar lista (CSV)' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(file, 'utf8')).split('\r\n')).toEqual(['\uFEFFserialNumber', String(full.serialNumber), '']);
    // The downloaded list loads back as exactly its serial, its header never taken for one.
    await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
    await page.getByRole('tab', { name: 'Por CSV' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByLabel('Números de serie')).toHaveValue(String(full.serialNumber));
    await expect(page.getByText('1 número de serie')).toBeVisible();
    expect((await api.get(`/terminal/api/v1/Terminal/${full.id}`)).tagIds).not.toContain(tag.id);
    const tagged = await api.list('/terminal/api/v1/Terminal', { modelId: first.modelId, tagIds: [tag.id] }, 1000);
    expect(tagged).toHaveLength(ofModel.length - 1);
  });

  test('deleting a tag needs its name typed', async ({ page, signIn }) => {
    const api = await adminApi(page.request);
    expect((await api.post('/parameters/api/v1/Tag', { name: 'E2E borrar', description: 'temporal' })).ok()).toBe(true);
    await signIn('admin', '/Terminal/Tags');
    const row = page.getByRole('row').filter({ hasText: 'E2E borrar' });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar la etiqueta «E2E borrar»' });
    const confirm = dialog.getByRole('button', { name: 'Eliminar' });
    await expect(dialog.getByText('La eliminación es definitiva.')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Escriba «E2E borrar» para confirmar').fill('E2E');
    await expect(dialog.getByText('El nombre no coincide.')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Escriba «E2E borrar» para confirmar').fill('E2E borrar');
    await confirm.click();
    await expect(page.getByText('Etiqueta «E2E borrar» eliminada.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'E2E borrar' })).toHaveCount(0);
  });

  test('downloads the report through /report/download, again, and back to the same filters', async ({
    page,
    signIn,
  }) => {
    const api = await adminApi(page.request);
    const [brand] = await api.list('/terminal/api/v1/TerminalBrand', {}, 1);
    await signIn('admin', '/Terminal/TerminalReport');
    await page.getByLabel('Marcas').fill(String(brand.name));
    await page.getByRole('option', { name: String(brand.name), exact: true }).click();
    const first = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar Excel' }).click();
    await expect(page).toHaveURL(/\/report\/download\?format=xlsx&filter=/);
    const file = await first;
    expect(file.suggestedFilename()).toMatch(/^terminal-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await file.path())).subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText(`Se descargó «${file.suggestedFilename()}».`)).toBeVisible();
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar de nuevo' }).click();
    expect((await again).suggestedFilename()).toBe(file.suggestedFilename());
    await page.getByRole('link', { name: 'Volver al reporte' }).click();
    await expect(page).toHaveURL(/\/Terminal\/TerminalReport\?filter=/);
    await expect(page.locator('.MuiChip-root', { hasText: String(brand.name) })).toBeVisible();
  });

  test('a user who may reassign but not read commerces, groups, brands or models stays on reassignment, signed in', async ({
    page,
    signIn,
  }) => {
    const api = await adminApi(page.request);
    const byName = new Map((await api.list('/identity/api/v1/Permission', {}, 500)).map((p) => [p.name, p.id]));
    const suffix = Date.now().toString(36);
    const role = (await (
      await api.post('/identity/api/v1/Role', {
        name: `Reasignación ${suffix}`,
        description: 'Solo reasignación de terminales',
        permissionIds: [byName.get('TERMINAL_REASSIGNMENT')],
      })
    ).json()) as Json;
    const user = { userName: `reasignador${suffix}`, password: 'Welcome#2026' };
    const created = await api.post('/identity/api/v1/User', {
      ...user,
      firstName: 'Rita',
      lastName: 'Reasignadora',
      email: `${user.userName}@example.com`,
      roleId: role.id,
      status: 'ACTIVE',
    });
    expect(created.ok()).toBe(true);
    const [terminal] = (await api.list('/terminal/api/v1/Terminal', {}, 20)).filter((t) => !t.deleted);
    const target = (await api.list('/commerce/api/Commerce')).find((c) => c.id !== terminal.commerceId) as Json;
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 403 && refused.push(response.url()));
    await signIn(user, '/Terminal/Reassignment');
    await page.getByLabel('Números de serie').fill(String(terminal.serialNumber));
    await expect(page.getByText('No tiene permiso para consultar esta lista: escriba el identificador.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Comercio de destino' }).fill(String(target.id));
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect(page.getByText('Se moverá 1 terminal.')).toBeVisible();
    await expect(page).toHaveURL(/\/Terminal\/Reassignment$/);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).not.toBeNull();
    expect(refused).toEqual([]);
  });

  test('a user without the report permission who follows a download link is refused', async ({ page, signIn }) => {
    await signIn('readonly', '/report/download?format=csv');
    await expect(page.getByText('No tiene permiso para acceder a esta sección.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
