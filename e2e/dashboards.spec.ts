import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect, test } from './fixtures';
import { dashboardBoards, type DashboardBoard } from '../resources/dashboards/boards';
import { verifyRegisterFile } from '../resources/activityRegister/export/verifyRegisterFile';

/** Journeys of issue 13: the seven dashboards, the terminal map, the activity register's tamper-evident export. */

/** A 1x1 grey PNG: map tiles "load" in a test that runs offline. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

test.describe('dashboards, map and register', () => {
  test('each dashboard shows the figures the reports service computes', async ({ page, signIn }) => {
    await signIn('admin');
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    for (const board of dashboardBoards) {
      const answer = await page.request.get(`/reports/api/v1/dashboards/${board}`, {
        headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' },
      });
      const expected = (await answer.json()) as DashboardBoard;
      const counted = expected.figures.find((figure) => figure.unit === 'count' && figure.value > 0);
      expect(counted, `${board} has a non-zero count`).toBeDefined();
      await page.goto(`/dashboards/${board}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const tile = page.getByTestId(`board-figure-${counted?.key}`);
      await expect(tile).toHaveText(new Intl.NumberFormat('es-ES').format(counted?.value ?? 0));
      await expect(page.getByRole('img').first()).toBeVisible();
    }
  });

  test('the map clusters the terminals and asks for the new box when panned', async ({ page, signIn }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ body: TILE, contentType: 'image/png' }));
    const boxes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/terminal-coordinates')) boxes.push(url.searchParams.get('bbox') ?? '');
    });
    await signIn('admin', '/maps');
    const map = page.getByRole('region', { name: 'Mapa de los terminales de la entidad' });
    await expect(map).toBeVisible();
    await expect(page.getByTestId('map-summary')).toHaveText(/^[\d.]+ terminales con posición · [\d.]+ a la vista/);
    await expect(map.locator('.terminal-map-marker').first()).toBeVisible();
    await expect.poll(() => boxes.filter(Boolean).length).toBeGreaterThan(0);
    const before = boxes.length;
    const area = await map.boundingBox();
    if (!area) throw new Error('the map has no box');
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 - 200, area.y + area.height / 2 - 80, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => boxes.length).toBeGreaterThan(before);
    expect(boxes.at(-1)).not.toBe(boxes[before - 1]);
    await expect(map.locator('.terminal-map-marker').first()).toBeVisible();
  });

  test('exports the activity register, and an edited row fails verification', async ({ page, signIn }) => {
    await signIn('admin', '/ActivityRegister');
    await expect(page.getByRole('columnheader', { name: 'Usuario' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Exportar Excel').click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-register-.*\.xlsx$/);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    const verdict = await verifyRegisterFile(bytes);
    expect(verdict).toMatchObject({ ok: true });

    // Someone changes one user name in the file, as a spreadsheet would save it.
    const files = unzipSync(bytes);
    const shared = strFromU8(files['xl/sharedStrings.xml']);
    const firstUser = /<si><t[^>]*>Sesión<\/t><\/si>/.test(shared) ? 'Sesión' : 'Comercio';
    files['xl/sharedStrings.xml'] = strToU8(shared.replace(`>${firstUser}<`, '>Otro<'));
    const tampered = await verifyRegisterFile(zipSync(files));
    expect(tampered).toMatchObject({ ok: false, reason: 'row' });
  });
});
