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

test.describe('every resource route', () => {
  // Four screens, each checked by axe (about a second a screen on an idle machine): the whole page
  // on the list, then the content only, the header and sidebar being the ones already checked.
  test.describe.configure({ timeout: 60_000 });

  for (const schema of routed) {
    const route = `/${schema.route}`;
    test(`${route} lists, creates, shows and edits`, async ({ page, signIn }) => {
      await signIn('admin', route);
      await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: SCREEN_TIMEOUT });
      await expectRealScreen(page, route);

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
