import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { schemas } from '../resources/schemaLookup';
import { firstIdOf } from './sandboxRecords';

const routed = schemas.filter((schema) => schema.route);

/** A real screen: react-admin's title is set and neither 'not found' nor a load error shows. */
const expectRealScreen = async (page: Page) => {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByText(/no encontrad|not found/i)).toHaveCount(0);
  await expect(page.getByText('No se pudo cargar esta pantalla.')).toHaveCount(0);
};

for (const schema of routed) {
  test(`/${schema.route} lists, creates, shows and edits`, async ({ page, signIn }) => {
    await signIn('admin', `/${schema.route}`);
    await expectRealScreen(page);
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();

    if (schema.operations.create) {
      await page.goto(`/${schema.route}/create`);
      await expectRealScreen(page);
      await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    }

    const id = await firstIdOf(page, schema);
    await page.goto(`/${schema.route}/${id}/show`);
    await expectRealScreen(page);
    if (schema.operations.edit) {
      await page.goto(`/${schema.route}/${id}`);
      await expectRealScreen(page);
      await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    }
  });
}

test('the spec alias /TerminalDetails/:id opens that terminal', async ({ page, signIn }) => {
  await signIn('admin', '/TerminalDetails/1');
  await expect(page).toHaveURL(/\/Terminal\/1\/show$/);
  await expectRealScreen(page);
});

test('/reports and /Reports, which differ only in case, open their own screens', async ({ page, signIn }) => {
  await signIn('admin', '/reports');
  await expect(page.locator('#react-admin-title')).toHaveText('Reportes Artemis');
  await page.goto('/Reports/create');
  await expect(page.locator('#react-admin-title')).toContainText(/Reporte/);
  await expect(page.locator('#react-admin-title')).not.toContainText('Artemis');
});
