import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, personaNamed, test } from './fixtures';
import { openRouteInApp } from './openInApp';

/**
 * axe-core over the console's screens: no serious or critical WCAG 2.1 A/AA or
 * best-practice violation, for the admin and for reduced sidebars. The resource screens are checked
 * where resourceRoutes.spec.ts visits them, every other page of the route table where
 * specRoutes.spec.ts does.
 */
const TERMINAL_TABS = [
  '',
  'hardware',
  'battery',
  'wifi',
  'map',
  'firmware',
  'apps',
  'components',
  'tags',
  'history',
  'logs',
  'monitor',
];

/** A screen or a list's first page on a cold start, which a busy machine can take a while to show. */
const COLD_SCREEN_TIMEOUT = 20_000;

const titled = async (page: Page) =>
  expect(page.locator('#react-admin-title')).not.toBeEmpty({ timeout: COLD_SCREEN_TIMEOUT });

const checkList = async (page: Page, path: string) => {
  await openRouteInApp(page, path);
  await titled(page);
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: COLD_SCREEN_TIMEOUT });
  await expectAccessible(page, path);
};

const checkScreen = async (page: Page, path: string) => {
  await openRouteInApp(page, path);
  await titled(page);
  await expectAccessible(page, path);
};

test.describe('accessibility (axe)', () => {
  // Each test visits several screens and runs axe on each (about a second a screen on an idle machine).
  test.describe.configure({ timeout: 90_000 });

  test('the login page, its 2FA step and the password recovery', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectAccessible(page, '/ (login)');

    const twofa = personaNamed('twofa');
    await page.getByLabel('Usuario').fill(twofa.userName);
    await page.getByLabel('Contraseña', { exact: true }).fill(twofa.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
    await expectAccessible(page, '/ (2FA step)');

    await page.goto('/recover-password');
    await page.getByLabel('Usuario').fill('admin');
    await expectAccessible(page, '/recover-password');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectAccessible(page, '/reset-password');
  });

  test('the dashboard, my profile and the header menus', async ({ page, signIn }) => {
    await signIn('admin', '/dashboard');
    await titled(page);
    await expectAccessible(page, '/dashboard');
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expectAccessible(page, '/dashboard (user menu)');
    await page.keyboard.press('Escape');
    await checkScreen(page, '/userInfo');
  });

  // The twelve tabs of the terminal detail, in two halves so each test stays short.
  for (const tabs of [TERMINAL_TABS.slice(0, 6), TERMINAL_TABS.slice(6)]) {
    test(`the terminal detail tabs ${tabs.filter(Boolean).join(', ')}`, async ({ page, signIn }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      await signIn('admin', '/Terminal/3/show');
      for (const tab of tabs) await checkScreen(page, `/Terminal/3/show${tab ? `/${tab}` : ''}`);
    });
  }

  test('a terminal list with a row selected shows accessible bulk actions', async ({ page, signIn }) => {
    await signIn('admin', '/Terminal');
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: COLD_SCREEN_TIMEOUT });
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    await expect(page.getByText('1 elemento seleccionado')).toBeVisible();
    await expectAccessible(page, '/Terminal (row selected)');
  });

  test('the read-only user', async ({ page, signIn }) => {
    await signIn('readonly', '/dashboard');
    await titled(page);
    await expectAccessible(page, '/dashboard (readonly)');
    await checkList(page, '/Terminal');
    await checkScreen(page, '/Terminal/3/show');
    await checkList(page, '/commerce');
  });

  test('the partner, with its reduced sidebar', async ({ page, signIn }) => {
    await signIn('partner', '/dashboard');
    await titled(page);
    await expectAccessible(page, '/dashboard (partner)');
    await checkList(page, '/Terminal');
    await checkList(page, '/commerce');
  });
});
