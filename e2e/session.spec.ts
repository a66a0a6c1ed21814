import { authenticatorCodeFor, expect, personaNamed, signInThroughForm, test } from './fixtures';

/** Journeys of the session issue, for every persona of ARCHITECTURE.md section 5. */
test.describe('signing in', () => {
  test('admin signs in with user and password and lands on the home', async ({ page }) => {
    await signInThroughForm(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /Menú de usuario de Ana Administradora/ })).toBeVisible();
  });

  test('a wrong password is refused with the credentials message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'El usuario o la contraseña son incorrectos.' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('blocked and deactivated users are told why', async ({ page }) => {
    await signInThroughForm(page, 'blocked');
    await expect(
      page.getByText('El usuario está bloqueado. Póngase en contacto con el administrador.').first(),
    ).toBeVisible();
    await signInThroughForm(page, 'inactive');
    await expect(
      page.getByText('El usuario está inactivo. Póngase en contacto con el administrador.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the 2FA user is asked for the six digits; a wrong code is refused, the right one signs in', async ({
    page,
  }) => {
    await signInThroughForm(page, 'twofa');
    const boxes = page.getByRole('group', { name: 'Código de verificación' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    await boxes.first().click();
    await page.keyboard.type('000000');
    await expect(page.getByText('El código de autenticación de dos factores no es válido.').first()).toBeVisible();
    await boxes.first().click();
    await page.keyboard.type(authenticatorCodeFor(personaNamed('twofa')));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the card processor signs in to its own entity, with no entity selector', async ({ page }) => {
    await signInThroughForm(page, 'processor');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Entidad: Procesadora Caribe')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Entidad:/ })).toHaveCount(0);
  });
});

test.describe('access by persona', () => {
  test('the partner sees the reduced sidebar', async ({ page, signIn }) => {
    await signIn('partner');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link')).toHaveText([
      'Inicio',
      'Aplicaciones',
      'Comercios',
      'Terminales',
      'Configuración de desarrollador',
    ]);
  });

  test('the card acquirer does not see the options hidden for its entity', async ({ page, signIn }) => {
    await signIn('acquirer');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Terminales' }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Subsidios' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Reportes Artemis' })).toHaveCount(0);
  });

  test('a read-only user sent to a write route is told "no permission" and taken home', async ({ page, signIn }) => {
    await signIn('readonly', '/Terminal/create');
    await expect(page.getByText('No tiene permiso para acceder a esta sección.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/Terminal');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
  });

  test('a user without permissions has only the home and the routes open to everyone', async ({ page, signIn }) => {
    await signIn('noperm');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    // Home and the routes the route table opens to everyone (maps, dashboards, parameter update, settings).
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Configuración', exact: true })).toBeVisible();
    for (const guarded of ['Terminales', 'Comercios', 'Usuarios', 'Aplicaciones'])
      await expect(menu.getByRole('link', { name: guarded, exact: true })).toHaveCount(0);
    await page.goto('/commerce');
    await expect(page.getByText('No tiene permiso para acceder a esta sección.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('without a session a deep link goes to the login page', async ({ page }) => {
    await page.goto('/Terminal');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Usuario')).toBeVisible();
  });
});

test.describe('the session over time', () => {
  test('switching entity with 2FA asks for the password, then the code, and shows the new entity', async ({
    page,
    signIn,
  }) => {
    await signIn('twofa', '/Terminal');
    const firstSerial = await page.locator('tbody tr').first().locator('td.column-serialNumber').innerText();
    await page.getByRole('button', { name: 'Entidad: Marketplace Operaciones' }).click();
    await page.getByRole('menuitem', { name: /Banco Ibérico/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cambiar de entidad' }).click();
    await expect(dialog.getByText('Confirme la contraseña.')).toBeVisible();
    await dialog.getByLabel('Contraseña').fill('Twofa#2026');
    await dialog.getByRole('button', { name: 'Cambiar de entidad' }).click();
    const boxes = page.getByRole('group', { name: 'Código de verificación' }).getByRole('textbox');
    await boxes.first().click();
    // The sixth digit sends the code, as on the sign-in page.
    await page.keyboard.type(authenticatorCodeFor(personaNamed('twofa')));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Entidad: Banco Ibérico' })).toBeVisible();
    await page.goto('/Terminal');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText(firstSerial, { exact: true })).toHaveCount(0);
  });

  test('the language switch changes every text and is remembered', async ({ page, signIn }) => {
    await signIn('admin');
    await page.getByRole('button', { name: /^Idioma:/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Terminals' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('after the idle time a 30-second countdown logs the user out', async ({ page, signIn }) => {
    await page.clock.install();
    await signIn('admin');
    await expect(page.getByRole('button', { name: /Menú de usuario/ })).toBeVisible();
    await page.clock.fastForward('15:01');
    const modal = page.getByRole('dialog', { name: 'Su sesión va a expirar' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/Tiempo restante: \d+ s/)).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Usuario')).toBeVisible();
  });

  test('staying logged in keeps the session', async ({ page, signIn }) => {
    await page.clock.install();
    await signIn('admin');
    await expect(page.getByRole('button', { name: /Menú de usuario/ })).toBeVisible();
    await page.clock.fastForward('15:01');
    await page.getByRole('button', { name: 'Seguir conectado' }).click();
    await page.clock.fastForward('00:40');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logging out in one tab logs the other tab out', async ({ page, context, signIn }) => {
    await signIn('admin');
    const other = await context.newPage();
    await other.goto('/Terminal');
    await expect(other.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByLabel('Usuario')).toBeVisible();
  });
});
