import type { Locator, Page } from '@playwright/test';
import { MAIN_CONTENT, expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './openInApp';
import { schemas } from '../resources/schemaLookup';
import { SCHEMA_VIEW_CLASS } from '../resources/views/schemaViewClass';
import { firstIdOf } from './sandboxRecords';
import { schemaScreensToCheck, type ScreenKind } from './schemaScreenPlan';

const routed = schemas.filter((schema) => schema.route);
const checkedSchemaScreens = schemaScreensToCheck(routed);

/** A screen or a list's first page, which a busy machine can take a while to show. */
const SCREEN_TIMEOUT = 20_000;

/**
 * A real screen: react-admin's title is set and neither 'not found' nor a load error shows. axe
 * finds no serious or critical violation on it when it is a screen of the resource's own, or the
 * one screen of its kind the plan picked to show a field variant (the schema draws the others
 * with the same parts).
 */
const expectRealScreen = async (page: Page, path: string, kind: ScreenKind, resourceName: string) => {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty({ timeout: SCREEN_TIMEOUT });
  await expect(page.locator(MAIN_CONTENT).getByText(/no encontrad|not found/i)).toHaveCount(0);
  await expect(page.locator(MAIN_CONTENT).getByText('No se pudo cargar esta pantalla.')).toHaveCount(0);
  const drawnBySchema = (await page.locator(`${MAIN_CONTENT} .${SCHEMA_VIEW_CLASS}`).count()) > 0;
  if (!drawnBySchema || checkedSchemaScreens[kind].has(resourceName)) await expectAccessible(page, path, MAIN_CONTENT);
};

/** What only the screen at hand shows (a create page may be the terminals' own, with tabs). */
const createTitle = (page: Page) => page.locator('#react-admin-title', { hasText: 'Crear' });
const editForm = (page: Page) => page.locator('.edit-page').getByRole('button', { name: 'Guardar' });
const showView = (page: Page) => page.locator('.show-page');
/** The list's first row, inside a list page (so no table of the screen before is taken for it). */
const firstListRow = (page: Page): Locator => page.locator('.list-page tbody tr').first();

/** Four resources a test: one sign-in and one start of the console serve all of them. */
const RESOURCES_A_TEST = 4;
const inChunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

test.describe('every resource route', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const chunk of inChunks(routed, RESOURCES_A_TEST)) {
    const routes = chunk.map((schema) => `/${schema.route}`);
    test(`${routes.join(' ')} list, create, show and edit`, async ({ page, signIn }) => {
      await signIn('admin', routes[0]);
      for (const [index, schema] of chunk.entries()) {
        const route = routes[index];
        if (index > 0) await openInApp(page, route, firstListRow(page));
        await expect(firstListRow(page)).toBeVisible({ timeout: SCREEN_TIMEOUT });
        await expectRealScreen(page, route, 'list', schema.name);

        if (schema.operations.create) {
          await openInApp(page, `${route}/create`, createTitle(page));
          await expect(page.locator(MAIN_CONTENT).getByRole('button', { name: 'Guardar' })).toBeVisible({
            timeout: SCREEN_TIMEOUT,
          });
          await expectRealScreen(page, `${route}/create`, 'create', schema.name);
        }

        const id = await firstIdOf(page, schema);
        await openInApp(page, `${route}/${id}/show`, showView(page));
        await expectRealScreen(page, `${route}/${id}/show`, 'show', schema.name);
        if (schema.operations.edit) {
          await openInApp(page, `${route}/${id}`, editForm(page));
          await expectRealScreen(page, `${route}/${id}`, 'edit', schema.name);
        }
      }
    });
  }
});

test('the spec alias /TerminalDetails/:id opens that terminal', async ({ page, signIn }) => {
  await signIn('admin', '/TerminalDetails/1');
  await expect(page).toHaveURL(/\/Terminal\/1\/show$/);
  await expect(page.locator('.show-page')).toBeVisible();
});

test('/reports and /Reports, which differ only in case, open their own screens', async ({ page, signIn }) => {
  await signIn('admin', '/reports');
  await expect(page.locator('#react-admin-title')).toHaveText('Reportes Artemis');
  await openInApp(page, '/Reports/create', page.locator('#react-admin-title', { hasText: /Reporte/ }));
  await expect(page.locator('#react-admin-title')).not.toContainText('Artemis');
});
