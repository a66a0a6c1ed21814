import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test } from './fixtures';
import { tokensOf } from './sandboxSession';
import { raiseByKeyboard } from './sortableKeys';

type Json = Record<string, unknown>;

/** The admin's calls in entity 9, to find records and set up what a journey needs. */
const adminApi = async (request: APIRequestContext) => {
  const { access_token } = await tokensOf(request, 'admin', 9);
  const headers = { Authorization: `Bearer ${access_token}`, 'entity-id': '9' };
  const list = async (path: string, filter: Json = {}) =>
    (await (
      await request.get(path, { headers, params: { filter: JSON.stringify(filter), range: '[0,99]' } })
    ).json()) as Json[];
  const post = async (path: string, data: Json) => (await (await request.post(path, { headers, data })).json()) as Json;
  return { list, post };
};

const sidebarLinks = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
  return menu.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
};

/** A screen's first paint, which a busy machine can take a while to show (as in resourceRoutes.spec.ts). */
const SCREEN = { timeout: 20_000 };

test.describe('administration and settings', () => {
  // Two sign-ins each; about 10 s on an idle machine, three times that on a loaded one.
  test.describe.configure({ timeout: 60_000 });

  test('unblocks the blocked persona, who then signs in', async ({ page, signIn }) => {
    const api = await adminApi(page.request);
    const [blocked] = await api.list('/identity/api/v1/User', { userName: 'blocked' });
    await signIn('admin', `/users/${String(blocked.id)}`);
    await expect(page.getByText('Este usuario está bloqueado')).toBeVisible(SCREEN);
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Se ha desbloqueado a blocked.')).toBeVisible();
    await expect(page.getByText('Este usuario está bloqueado')).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Activo');

    // Signed out, the persona signs in through the login form.
    await page.evaluate(() => localStorage.clear());
    await signInThroughForm(page, 'blocked');
    await expect(page).toHaveURL(/\/dashboard$/, SCREEN);
    await expect(page.getByRole('button', { name: /Menú de usuario de Bruno Bloqueado/ })).toBeVisible();
  });

  test('builds a role from the grouped picker; a user with it reaches exactly those screens', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/RolCreate');
    await page.getByLabel('Nombre').fill('Consulta de terminales e2e');
    await page.getByLabel('Descripción').fill('Ve los terminales y las marcas.');
    const picker = page.getByRole('group', { name: 'Permisos del rol' });
    await expect(picker).toBeVisible(SCREEN);
    await picker.getByLabel('Buscar permisos').fill('terminals_');
    await expect(picker.getByRole('region', { name: 'Comercios' })).toBeHidden();
    await picker.getByRole('checkbox', { name: 'TERMINALS_READ', exact: true }).check();
    await picker.getByLabel('Buscar permisos').fill('BRANDS');
    await picker.getByRole('checkbox', { name: 'BRANDS_WRITE_AND_READ' }).check();
    await expect(picker.getByRole('checkbox', { name: 'BRANDS_READ', exact: true })).toBeChecked();
    await expect(picker.getByRole('status')).toHaveText(/^Concede 3 de \d+ permisos$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/rol$/, SCREEN);

    const api = await adminApi(page.request);
    const [role] = await api.list('/identity/api/v1/Role', { name: 'Consulta de terminales e2e' });
    const user = { userName: 'terminales-e2e', password: 'Terminal#2026' };
    await api.post('/identity/api/v1/User', {
      ...user,
      firstName: 'Tere',
      lastName: 'Minal',
      email: 'terminales-e2e@example.com',
      roleId: role.id,
      status: 'ACTIVE',
    });
    await page.evaluate(() => localStorage.clear());
    const userPage = page;
    await userPage.goto('/');
    await userPage.getByLabel('Usuario').fill(user.userName);
    await userPage.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await userPage.getByRole('button', { name: 'Entrar' }).click();
    await expect(userPage).toHaveURL(/\/dashboard$/, SCREEN);
    const links = await sidebarLinks(userPage);
    expect(links).toEqual(expect.arrayContaining(['/dashboard', '/Terminal', '/brand']));
    for (const refused of ['/commerce', '/users', '/rol', '/appmanagement']) expect(links).not.toContain(refused);
    await userPage.goto('/brand');
    await expect(userPage.getByRole('columnheader', { name: 'Nombre' })).toBeVisible(SCREEN);
    await userPage.goto('/commerce');
    await expect(userPage).toHaveURL(/\/dashboard$/, SCREEN);
  });

  test('raises a wifi network by keyboard and keeps the order after a reload', async ({ page, signIn }) => {
    await signIn('admin', '/settings/networks');
    const rows = page.locator('tbody tr');
    await expect(rows.nth(2)).toBeVisible(SCREEN);
    const aliasOf = (index: number) => rows.nth(index).locator('td').nth(2).innerText();
    const third = await aliasOf(2);
    const handle = (priority: number) => page.getByRole('button', { name: `Mover ${third}, prioridad ${priority}` });
    await handle(3).waitFor();
    await raiseByKeyboard(page, handle(3), third, 3);
    await expect(page.getByRole('status').filter({ hasText: `${third} tiene ahora la prioridad 2.` })).toBeAttached();
    await expect(handle(2)).toBeFocused();
    // The first move's save and the list's refresh after it are done before the next pick-up.
    await page.waitForLoadState('networkidle');
    await raiseByKeyboard(page, handle(2), third, 2);
    await expect(page.getByRole('status').filter({ hasText: `${third} tiene ahora la prioridad 1.` })).toBeAttached();
    await page.reload();
    await expect(rows.first().locator('td').nth(2)).toHaveText(third);
    await expect(rows.first().locator('td').nth(1)).toHaveText('1');
  });
});
