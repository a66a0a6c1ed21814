import { authenticatorCodeFor, expect, personaNamed, test } from './fixtures';
import { apiAs } from './sandboxApi';
import { STEP_UP_HEADER } from '../resources/permissions2fa/stepUp';

const WHITELIST = '/identity/api/v1/WhiteList2Fa';

/** A screen's first paint, which a busy machine can take a while to show. */
const SCREEN = { timeout: 20_000 };

/** The whitelist entry of PERMISOS (the catalogue and this list), which the seed lists switched off. */
const permissionsEntry = async (admin: Awaited<ReturnType<typeof apiAs>>) => {
  const [permission] = await admin.list('/identity/api/v1/Permission', { name: 'PERMISOS' });
  const [entry] = await admin.list(WHITELIST, { permissionId: permission.id });
  return entry;
};

// In order: the first switches PERMISOS on, the last off again (with the code it then asks).
test.describe.serial('2FA-protected permissions', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeAll(async ({ request }) => {
    const admin = await apiAs(request, 'admin');
    const entry = await permissionsEntry(admin);
    expect((await admin.put(`${WHITELIST}/${String(entry.id)}`, { ...entry, required: true })).ok()).toBe(true);
  });

  test.afterAll(async ({ request }) => {
    const twofa = await apiAs(request, 'twofa');
    const entry = await permissionsEntry(twofa);
    const off = await request.put(`${WHITELIST}/${String(entry.id)}`, {
      headers: {
        Authorization: `Bearer ${String(twofa.token)}`,
        'entity-id': '9',
        [STEP_UP_HEADER]: authenticatorCodeFor(personaNamed('twofa')),
      },
      data: { ...entry, required: false },
    });
    expect(off.ok()).toBe(true);
  });

  test('a change guarded by a whitelisted permission asks for the code and saves with the right one', async ({
    page,
    signIn,
  }) => {
    const entry = await permissionsEntry(await apiAs(page.request, 'admin'));

    await signIn('twofa', '/settings/permissions2fa');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'PERMISOS', exact: true }) });
    await expect(row.getByText('Pide código 2FA en cada cambio')).toBeVisible(SCREEN);
    await expect(row.getByText(/Cambios en: .*Permisos con 2FA/)).toBeVisible();
    const off = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'DELETE_TERMINAL', exact: true }) });
    await expect(off.getByText('Desactivada: no pide código')).toBeVisible();

    await page.goto(`/settings/permissions2fa/${String(entry.id)}`);
    await page.getByLabel('Nota').fill('Confirmado con 2FA (e2e)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirme con 2FA' });
    await expect(prompt).toBeVisible();
    const boxes = prompt.getByRole('group', { name: 'Código de verificación' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    await prompt.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
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
