import { authenticatorCodeFor, expect, personaNamed, test } from './fixtures';
import { tokensOf } from './sandboxSession';

type Json = Record<string, unknown>;

const SCREENS = process.env.E2E_SCREENS_DIR;
/** A screen's first paint, which a busy machine can take a while to show. */
const SCREEN = { timeout: 20_000 };

test.describe('2FA-protected permissions', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a change guarded by a whitelisted permission asks for the code and saves with the right one', async ({
    page,
    signIn,
  }) => {
    const { access_token } = await tokensOf(page.request, 'admin', 9);
    const headers = { Authorization: `Bearer ${access_token}`, 'entity-id': '9' };
    const get = async (path: string, filter: Json) =>
      (await (await page.request.get(path, { headers, params: { filter: JSON.stringify(filter) } })).json()) as Json[];
    const [permission] = await get('/identity/api/v1/Permission', { name: 'PERMISOS' });
    const [entry] = await get('/identity/api/v1/WhiteList2Fa', { permissionId: permission.id });

    await signIn('twofa', '/settings/permissions2fa');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'PERMISOS', exact: true }) });
    await expect(row.getByText('Pide código 2FA en cada cambio')).toBeVisible(SCREEN);
    await expect(row.getByText(/Cambios en: .*Permisos con 2FA/)).toBeVisible();
    const off = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'DELETE_TERMINAL', exact: true }) });
    await expect(off.getByText('Desactivada: no pide código')).toBeVisible();
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/permissions2fa-list.png`, fullPage: true });

    await page.goto(`/settings/permissions2fa/${String(entry.id)}`);
    await page.getByLabel('Nota').fill('Confirmado con 2FA (e2e)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirme con 2FA' });
    await expect(prompt).toBeVisible();
    const boxes = prompt.getByRole('group', { name: 'Código de verificación' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    await prompt.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/permissions2fa-prompt.png` });
    const code = authenticatorCodeFor(personaNamed('twofa'));
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    await boxes.first().click();
    await page.keyboard.type(wrong);
    await expect(prompt.getByText('El código de autenticación de dos factores no es válido.')).toBeVisible();
    await boxes.first().click();
    await page.keyboard.type(authenticatorCodeFor(personaNamed('twofa')));
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Confirmado con 2FA (e2e)' })).toBeVisible(SCREEN);
  });

  test('an administrator without 2FA is told to enable it, and stays signed in', async ({ page, signIn }) => {
    await signIn('admin', '/settings/permissions2fa');
    // Any entry: changing the list needs PERMISOS, which asks for a code.
    await page.getByRole('link', { name: 'DELETE_TERMINAL', exact: true }).waitFor(SCREEN);
    await page.getByRole('row').filter({ hasText: 'DELETE_TERMINAL' }).getByRole('cell').nth(2).click();
    await page.getByLabel('Nota').fill('Sin 2FA');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const told = page.getByRole('dialog', { name: 'Hace falta 2FA' });
    await expect(told).toBeVisible(SCREEN);
    await told.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/permissions2fa-not-enrolled.png` });
    await told.getByRole('link', { name: 'Ir a Mi perfil' }).click();
    await expect(page).toHaveURL(/\/userInfo$/);
  });

  test('a user without permissions reads the list and what asks for a code', async ({ page, signIn }) => {
    await signIn('noperm', '/settings/permissions2fa');
    // The catalogue is not theirs to read: the protection only, no permission names.
    await expect(page.getByRole('cell', { name: 'Pide código 2FA en cada cambio' })).toBeVisible(SCREEN);
    await expect(page.getByRole('cell', { name: 'Desactivada: no pide código' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/permissions2fa$/);
  });
});
