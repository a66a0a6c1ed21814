import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect, test } from './fixtures';
import { dashboardBoards, type DashboardBoard } from '../resources/dashboards/boards';
import { verifyRegisterFile } from '../resources/activityRegister/export/verifyRegisterFile';
import { dashboardsEs } from '../resources/dashboards/texts/dashboards/es';
import { dashboardsFirstScreensEs } from '../resources/dashboards/texts/firstScreens/es';

/** The seven dashboards, the terminal map, the activity register's tamper-evident export. */

/** A 1x1 grey PNG: map tiles "load" in a test that runs offline. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/** The first screen of a test: the console's start on a busy machine. */
const FIRST = { timeout: 30_000 };

test.describe('dashboards, map and register', () => {
  // Wide enough for the sidebar to stay open (it folds into hover-opened icons under 1350 px).
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each dashboard shows the figures the reports service computes', async ({ page, signIn }) => {
    // Seven screens in one journey: about 8 s on a quiet machine, far more on a loaded one.
    test.setTimeout(90_000);
    await signIn('admin', `/dashboards/${dashboardBoards[0]}`);
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const boards = await Promise.all(
      dashboardBoards.map(async (board) => {
        const answer = await page.request.get(`/reports/api/v1/dashboards/${board}`, {
          headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' },
        });
        return (await answer.json()) as DashboardBoard;
      }),
    );
    const sidebar = page.getByRole('group', { name: 'Paneles' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST);
    // The group starts folded.
    await sidebar.getByRole('button', { name: 'Paneles', expanded: false }).click();
    for (const expected of boards) {
      const texts = dashboardsEs.dashboards[expected.board];
      if (expected.board !== dashboardBoards[0])
        await sidebar
          .getByRole('link', { name: dashboardsFirstScreensEs.dashboards[expected.board].menu, exact: true })
          .click();
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      const counted = expected.figures.find((figure) => figure.unit === 'count' && figure.value > 0);
      expect(counted, `${expected.board} has a non-zero count`).toBeDefined();
      await expect(page.getByTestId(`board-figure-${counted?.key}`)).toHaveText(
        new Intl.NumberFormat('es-ES').format(counted?.value ?? 0),
      );
      const firstChart = expected.charts.find((chart) => chart.bars.some((bar) => bar.value > 0));
      const chartTitles: Record<string, string> = texts.charts;
      await expect(page.getByRole('img', { name: chartTitles[firstChart?.key ?? ''] })).toBeVisible();
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
    await expect(map).toBeVisible(FIRST);
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

  test('exports the activity register, and an edited entry fails verification', async ({ page, signIn }) => {
    await signIn('admin', '/ActivityRegister');
    await expect(page.getByRole('columnheader', { name: 'Usuario' })).toBeVisible(FIRST);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Exportar Excel').click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-register-.*\.xlsx$/);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    const verdict = await verifyRegisterFile(bytes);
    expect(verdict).toMatchObject({ ok: true, head: { entityId: 9 } });

    // Someone changes a cell in the file (an object type), as a spreadsheet would save it.
    const files = unzipSync(bytes);
    const shared = strFromU8(files['xl/sharedStrings.xml']);
    expect(shared).toContain('>Sesión<');
    files['xl/sharedStrings.xml'] = strToU8(shared.replace('>Sesión<', '>Otra cosa<'));
    const tampered = await verifyRegisterFile(zipSync(files));
    expect(tampered).toMatchObject({ ok: false, reason: 'edited' });
  });
});
