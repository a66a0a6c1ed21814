import type { Request } from '@playwright/test';
import { authenticatorCodeFor, expect, personaNamed, signInThroughForm, test } from './fixtures';
import { NEAR_EXPIRY_MS, alertsShown, isRefreshGrant, recordAlerts, storeSession, userMenu } from './sessionTabs';

const EXPIRED = 'Su sesión ha expirado. Inicie sesión nuevamente.';
const GENERIC_400 = 'Por favor completar los campos requeridos.';

/** How a session starts and ends (spec sections 4 and 8). */
test.describe('the session’s start and end', () => {
  test('a refresh the server refuses shows exactly the session-expiry message and lands on login', async ({ page }) => {
    await page.clock.install({ time: Date.now() + NEAR_EXPIRY_MS });
    await recordAlerts(page);
    const stored = await storeSession(page, 'admin');
    // The same user logs out elsewhere: the server revokes the session's refresh tokens.
    const logout = await page.request.post('/identity/api/v1/User/invalidate/token', {
      headers: { Authorization: `Bearer ${stored.Token}` },
    });
    expect(logout.ok()).toBe(true);

    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/auth/connect/token') && isRefreshGrant(response.request().postData()),
    );
    await page.goto('/Terminal');
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Usuario')).toBeVisible();
    const alerts = await alertsShown(page);
    expect(alerts.filter((text) => text.includes(EXPIRED))).toHaveLength(1);
    expect(alerts.filter((text) => !text.includes(EXPIRED))).toEqual([]);
    await expect(page.getByText(GENERIC_400)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });

  test('a late 401 for a request sent before an entity switch does not end the new session', async ({ page }) => {
    await storeSession(page, 'admin');
    // The brand list's first request waits, unanswered, until after the switch.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    const held = new Promise<Request>((resolve) => {
      void page.route('**/terminal/api/v1/TerminalBrand?*', async (route) => {
        if (!holding) {
          holding = true;
          resolve(route.request());
          await gate;
        }
        await route.continue();
      });
    });
    await page.goto('/brand');
    const heldRequest = await held;

    await page.getByRole('button', { name: 'Entidad: Marketplace Operaciones' }).click();
    await page.getByRole('menuitem', { name: /Banco Ibérico/ }).click();
    await page.getByRole('dialog').getByLabel('Contraseña').fill(personaNamed('admin').password);
    await page.getByRole('dialog').getByRole('button', { name: 'Cambiar de entidad' }).click();
    await expect(page.getByRole('button', { name: 'Entidad: Banco Ibérico' })).toBeVisible();

    // The request still carries the previous token, which the switch invalidated (the new
    // session's own brand list may answer first: this is the held one's answer).
    release();
    expect((await heldRequest.response())?.status()).toBe(401);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    await expect(userMenu(page)).toBeVisible();
    await page.goto('/Terminal');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entidad: Banco Ibérico' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('EntityId'))).toBe('2');
  });

  for (const userName of ['admin', 'twofa']) {
    test(`a first login with nothing remembered stores the user's entity (${userName})`, async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      await signInThroughForm(page, userName);
      const persona = personaNamed(userName);
      if (persona.totpSecret) {
        await page.getByRole('group', { name: 'Código de verificación' }).getByRole('textbox').first().click();
        await page.keyboard.type(authenticatorCodeFor(persona));
      }
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(userMenu(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('EntityId'))).toBe('9');
      await page.goto('/Terminal');
      await expect(page.locator('tbody tr').first()).toBeVisible();
    });
  }
});
