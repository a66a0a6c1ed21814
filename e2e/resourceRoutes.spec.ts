import type { Page } from '@playwright/test';
import { MAIN_CONTENT, expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './openInApp';
import { schemas } from '../resources/schemaLookup';
import { firstIdOf } from './sandboxRecords';

const routed = schemas.filter((schema) => schema.route);

/** A screen or a list's first page, which a busy machine can take a while to show. */
const SCREEN_TIMEOUT = 20_000;

/**
 * A real screen, and an accessible one: react-admin's title is set, neither 'not found' nor a
 * load error shows, and axe finds no serious or critical violation (issue 14, item 8).
 */
const expectRealScreen = async (page: Page, path: string, scope?: string) => {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty({ timeout: SCREEN_TIMEOUT });
  await expect(page.getByText(/no encontrad|not found/i)).toHaveCount(0);
  await expect(page.getByText('No se pudo cargar esta pantalla.')).toHaveCount(0);
  await expectAccessible(page, path, scope);
};

/** What only the screen at hand shows (a create page may be the terminals' own, with tabs). */
const createTitle = (page: Page) => page.locator('#react-admin-title', { hasText: 'Crear' });
const editForm = (page: Page) => page.locator('.edit-page').getByRole('button', { name: 'Guardar' });
const showView = (page: Page) => page.locator('.show-page');

/** Three resources a test: one sign-in and one start of the console serve all three. */
const RESOURCES_A_TEST = 3;
const inChunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The list's first row, inside a list page (so no table of the screen before is taken for it). */
const firstListRow = (page: Page) => page.locator('.list-page tbody tr').first();

test.describe('every resource route', () => {
  // Twelve screens, each checked by axe (about a second a screen on an idle machine): the whole page
  // on a list, then the content only, the header and sidebar being the ones already checked.
  test.describe.configure({ timeout: 150_000 });

  for (const chunk of inChunks(routed, RESOURCES_A_TEST)) {
    const routes = chunk.map((schema) => `/${schema.route}`);
    test(`${routes.join(' ')} list, create, show and edit`, async ({ page, signIn }) => {
      await signIn('admin', routes[0]);
      for (const [index, schema] of chunk.entries()) {
        const route = routes[index];
        if (index > 0) await openInApp(page, route, firstListRow(page));
        await expect(firstListRow(page)).toBeVisible({ timeout: SCREEN_TIMEOUT });
        await expectRealScreen(page, route, index > 0 ? MAIN_CONTENT : undefined);

        if (schema.operations.create) {
          await openInApp(page, `${route}/create`, createTitle(page));
          await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible({ timeout: SCREEN_TIMEOUT });
          await expectRealScreen(page, `${route}/create`, MAIN_CONTENT);
        }

        const id = await firstIdOf(page, schema);
        await openInApp(page, `${route}/${id}/show`, showView(page));
        await expectRealScreen(page, `${route}/${id}/show`, MAIN_CONTENT);
        if (schema.operations.edit) {
          await openInApp(page, `${route}/${id}`, editForm(page));
          await expectRealScreen(page, `${route}/${id}`, MAIN_CONTENT);
        }
      }
    });
  }
});

test('the spec alias /TerminalDetails/:id opens that terminal', async ({ page, signIn }) => {
  await signIn('admin', '/TerminalDetails/1');
  await expect(page).toHaveURL(/\/Terminal\/1\/show$/);
  await expectRealScreen(page, '/TerminalDetails/1');
});

test('/reports and /Reports, which differ only in case, open their own screens', async ({ page, signIn }) => {
  await signIn('admin', '/reports');
  await expect(page.locator('#react-admin-title')).toHaveText('Reportes Artemis');
  await page.goto('/Reports/create');
  await expect(page.locator('#react-admin-title')).toContainText(/Reporte/);
  await expect(page.locator('#react-admin-title')).not.toContainText('Artemis');
});
