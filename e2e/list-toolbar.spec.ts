import { expect, test } from './fixtures';
import { watchHeadTops } from './headTops';

/**
 * A first visit (nothing remembered in this browser) keeps the room the toolbar will take, at the
 * widths where it wraps differently: the table does not move when the filters and buttons come in.
 */
const lists = [
  { path: '/Terminal', widths: [412, 800, 1350, 1600], control: { role: 'textbox', name: 'Buscar' } },
  { path: '/commerce', widths: [412, 1350], control: { role: 'textbox', name: 'Buscar' } },
  { path: '/settings/networks', widths: [412, 1350], control: { role: 'link', name: 'Crear' } },
] as const;

for (const { path, widths, control } of lists)
  for (const width of widths)
    test(`a first visit to ${path} at ${width} pixels keeps the toolbar's room`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 900 });
      const headTops = await watchHeadTops(page);
      await signIn('admin', path);
      await expect(page.getByRole(control.role, { name: control.name, exact: true })).toBeVisible();
      const tops = await headTops();
      expect(tops.length).toBeGreaterThan(0);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
    });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true });

  test('the header keeps its controls within the screen, the user menu among them, with a long entity name', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/Terminal');
    const header = page.locator('.RaAppBar-appBar');
    const controls = [
      header.getByRole('button', { name: /Marketplace Operaciones/ }),
      header.getByRole('button', { name: /Menú de usuario de/ }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
    }
    await controls[1].tap();
    await expect(page.getByRole('menuitem', { name: /Cerrar sesión/ })).toBeVisible();
  });

  test('a tap on Columns opens the chooser within the screen, its first and last columns reachable, and its reset shown', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/Terminal');
    await page.getByRole('button', { name: 'Columnas' }).tap();
    const chooser = page.getByRole('menu');
    await expect(chooser.getByRole('switch', { name: 'Número de serie' })).toBeVisible();
    await expect(chooser.getByRole('switch')).toHaveCount(18);
    // Placed once its entries were in: its whole box on the screen, the last entry reachable.
    const paper = page.locator('.MuiPopover-paper', { has: chooser });
    await expect(paper).toHaveCSS('opacity', '1');
    const box = await paper.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 412 && box.y + box.height <= 839).toBe(true);
    const last = chooser.getByRole('switch', { name: 'Red wifi (SSID)' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();

    // Its reset is a button with its word on a phone too, and puts the columns back.
    await last.tap();
    await expect(last).toBeChecked();
    const reset = paper.getByRole('button', { name: 'Restablecer' });
    await reset.scrollIntoViewIfNeeded();
    await expect(reset).toHaveText('Restablecer');
    await reset.tap();
    await expect(last).not.toBeChecked();
  });
});
