import { expect, type Page } from '@playwright/test';
import { MAIN_CONTENT, expectAccessible } from './axe';
import { test } from './fixtures';
import { openRouteInApp, pushRoute } from './openInApp';
import { schemas } from '../resources/schemaLookup';

/**
 * The spec's route table (section 2), written out here rather than read from the code, so that a
 * route the console forgets or guards wrongly fails: every route renders a real screen for the
 * administrator, and the user without permissions reaches only the routes that need none.
 */
const openRoutes = [
  '/dashboard',
  '/userInfo',
  '/maps',
  '/settings',
  '/settings/logos',
  '/settings/host',
  '/settings/user-commerce-roles',
  '/settings/update-user-commerce-role',
  '/settings/networks',
  '/settings/permissions2fa',
  '/ParameterUpdate',
  '/bundle-edit',
  '/dashboards/advertisement',
  '/dashboards/transactions',
  '/dashboards/helpdesk',
  '/dashboards/monitoring',
  '/dashboards/crypto',
  '/dashboards/project-management',
  '/dashboards/product',
];

const guardedRoutes = [
  '/settings/developer-settings',
  '/Profiles',
  '/Terminal',
  '/TerminalDetails/1',
  '/Terminal/Reassignment',
  '/Terminal/Refresh',
  '/Terminal/TerminalReport',
  '/Terminal/Tags',
  '/Terminal/Tags/Assignment/e2e',
  '/Terminal/logs',
  '/commerce',
  '/branch',
  '/commerce/economic-sector',
  '/commerce/edit',
  '/operations',
  '/reports',
  '/group',
  '/group/edit',
  '/group/merge-parameters',
  '/partner',
  '/partner/edit',
  '/partner/commerce',
  '/users',
  '/users/1',
  '/rol',
  '/RolCreate',
  '/RolUpdate',
  '/permissions',
  '/pointsofsale',
  '/Subsidies',
  '/Fidelium',
  '/Warehouses',
  '/Bines',
  '/CardTypes',
  '/ActivityRegister',
  '/Categories',
  '/Reports',
  '/report/download',
  '/brand',
  '/model',
  '/campaign',
  '/campaign/edit',
  '/appmanagement',
  '/appmanagement/update',
  '/appmanagement/edit',
  '/entity-parameters',
  '/store',
  '/applicationDeveloper',
  '/component',
  '/component/edit',
  '/onboarding',
  '/tutorial-video-categories',
  '/tutorial-video-categories/create',
  '/tutorial-video',
  '/tutorial-video/edit',
  '/multimedia',
  '/package-installation',
];

const NO_PERMISSION = 'No tiene permiso para acceder a esta sección.';

/** The login page is the root: a screen that ended the session lands there. */
const onLoginPage = (page: Page) => new URL(page.url()).pathname === '/';

/**
 * A real screen: a title, neither 'not found' nor a load error, and the session still open. Soft,
 * so one run names every route that fails.
 */
const expectRealScreen = async (page: Page, path: string) => {
  await expect.soft(page.locator('#react-admin-title'), path).not.toBeEmpty({ timeout: 20_000 });
  await expect
    .soft(page.locator(MAIN_CONTENT).getByText(/no encontrad|not found/i), path)
    .toHaveCount(0, { timeout: 1000 });
  await expect
    .soft(page.locator(MAIN_CONTENT).getByText('No se pudo cargar esta pantalla.'), path)
    .toHaveCount(0, { timeout: 1000 });
  await expect.soft(page.getByText(NO_PERMISSION), path).toHaveCount(0, { timeout: 1000 });
  expect.soft(onLoginPage(page), `${path} ended the session`).toBe(false);
};

/** Resource lists that `resourceRoutes.spec.ts` already opens for the administrator, axe included. */
const listedByResourceRoutes = new Set(schemas.filter((schema) => schema.route).map((schema) => `/${schema.route}`));

const inChunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

test.describe('the spec route table', () => {
  test.describe.configure({ timeout: 120_000 });

  const notYetOpened = [...openRoutes, ...guardedRoutes].filter((path) => !listedByResourceRoutes.has(path));
  // Each a page of its own (or a spec alias of a resource screen): its content is checked with axe.
  inChunks(notYetOpened, 15).forEach((routes, index) => {
    test(`the administrator opens every route, part ${index + 1}`, async ({ page, signIn }) => {
      await signIn('admin');
      for (const path of routes) {
        await openRouteInApp(page, path);
        await expectRealScreen(page, path);
        await expectAccessible(page, path, MAIN_CONTENT);
      }
    });
  });

  test('the user without permissions opens the routes that need none', async ({ page, signIn }) => {
    await signIn('noperm');
    for (const path of openRoutes) {
      await openRouteInApp(page, path);
      await expectRealScreen(page, path);
    }
  });

  test('the user without permissions is refused every other route and taken home', async ({ page, signIn }) => {
    await signIn('noperm');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    for (const [index, path] of guardedRoutes.entries()) {
      await pushRoute(page, path);
      // Checked in the page on every frame: the URL assertion polls at 100-1000 ms steps.
      const takenHome = await page
        .waitForFunction(() => window.location.pathname === '/dashboard', undefined, { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      expect.soft(takenHome, `${path} is refused and the user taken home`).toBe(true);
      // Told why on the first refusal; the toast of the last one may be gone by the loop's end.
      if (index === 0) await expect(page.getByText(NO_PERMISSION).first()).toBeVisible();
    }
    expect(onLoginPage(page)).toBe(false);
  });
});
