import { cpus } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { schemas } from '../resources/schemaLookup';
import { loadAverage, medianOf, signedInPage, startBenchConsole } from './benchConsole';
import { paintOf, watchFirstPaint } from './firstPaintWatch';

/**
 * npm run bench:screens: every list screen of the registry over a sandbox of 100,000 terminals
 * (the database of bench:terminals, seeded once), signed in as the admin in headless Chromium.
 * For each list, the median of RUNS runs from a click on its sidebar link, the console warm (one
 * browser context per round walks every list from the one before), to its first row painted, and
 * from a cold load of its URL (a fresh context, navigation start) to the same paint; and the
 * dashboard's first chart on a cold load. Prints a table with PASS or FAIL against the bars.
 */
const TERMINALS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_LIMIT_MS = 500;
const COLD_LIMIT_MS = 1000;
const DASHBOARD_LIMIT_MS = 1200;
/** Quiet time once the console has started, as a user reading the home page would leave. */
const IDLE_MS = 2000;
const only = process.env.BENCH_SCREENS?.split(',');
const lists = schemas
  .filter((schema) => schema.route && (!only || only.includes(schema.route)))
  .map((schema) => `/${schema.route}`);

const { base, browser, session, stop } = await startBenchConsole({
  port: Number(process.env.BENCH_SCREENS_PORT ?? 4296),
  database: '.sandbox-data/bench-terminal-list.db',
  consoleDir: 'dist-bench-screens',
  terminals: TERMINALS,
});

/** The lists whose sidebar link a warm round clicked (whether or not a row came). */
const warmClicked = new Set<string>();

/** Every section of the sidebar open, so each list's link is on screen to be clicked. */
const openSidebarSections = async (page: Page) => {
  const closed = page.locator('[aria-controls^="menu-"][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
};

/** One round, the console warm: the home page, then every list from its sidebar link in turn. */
const warmRound = async (target: Browser) => {
  const { context, page } = await signedInPage(target, session, watchFirstPaint);
  await page.goto(`${base}/dashboard`);
  await paintOf(page, '/dashboard');
  await page.waitForLoadState('networkidle');
  await openSidebarSections(page);
  await page.waitForTimeout(IDLE_MS);
  const times = new Map<string, number>();
  for (const path of lists) {
    const link = page.locator(`a[href="${path}"]`).first();
    if ((await link.count()) === 0) continue;
    await link.click();
    warmClicked.add(path);
    const paint = await paintOf(page, path).catch(() => undefined);
    if (paint) times.set(path, paint.painted - (paint.clickedAt ?? paint.painted));
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return times;
};

/** A cold load of `path` in a fresh context: navigation start to its first paint (none: no row came). */
const coldLoad = async (target: Browser, path: string) => {
  const { context, page } = await signedInPage(target, session, watchFirstPaint);
  await page.goto(`${base}${path}`);
  const paint = await paintOf(page, path).catch(() => undefined);
  await context.close();
  return paint?.painted;
};

const verdict = (ms: number, limit: number) =>
  Number.isFinite(ms) ? `${ms.toFixed(0)} ms ${ms <= limit ? 'PASS' : 'FAIL'}` : 'no row FAIL';
let failed = false;
try {
  console.log(`${lists.length} lists, ${TERMINALS.toLocaleString('en')} terminals, ${RUNS} runs each`);
  console.log(`load average before: ${loadAverage()} (${cpus().length} cores)`);
  const warm: Map<string, number>[] = [];
  for (let run = 0; run < RUNS; run += 1) warm.push(await warmRound(browser));
  const dashboard: number[] = [];
  for (let run = 0; run < RUNS; run += 1) dashboard.push((await coldLoad(browser, '/dashboard')) ?? Infinity);
  const dashboardMedian = medianOf(dashboard);
  failed = dashboardMedian > DASHBOARD_LIMIT_MS;
  console.log(`\n| screen | from the sidebar (≤ ${WARM_LIMIT_MS} ms) | cold load (≤ ${COLD_LIMIT_MS} ms) |`);
  console.log('| --- | --- | --- |');
  console.log(
    `| /dashboard, first chart | | ${verdict(dashboardMedian, DASHBOARD_LIMIT_MS)} (bar ${DASHBOARD_LIMIT_MS} ms) |`,
  );
  for (const path of lists) {
    const cold: number[] = [];
    for (let run = 0; run < RUNS; run += 1) cold.push((await coldLoad(browser, path)) ?? Infinity);
    const warmTimes = warm.flatMap((round) => round.get(path) ?? []);
    const coldMedian = medianOf(cold);
    const warmMedian = warmTimes.length ? medianOf(warmTimes) : undefined;
    failed ||= (warmMedian ?? 0) > WARM_LIMIT_MS || coldMedian > COLD_LIMIT_MS;
    const linked = warm.some((round) => round.has(path)) || warmClicked.has(path);
    const fromSidebar =
      warmMedian !== undefined ? verdict(warmMedian, WARM_LIMIT_MS) : linked ? 'no row' : 'no sidebar link';
    console.log(`| ${path} | ${fromSidebar} | ${verdict(coldMedian, COLD_LIMIT_MS)} |`);
  }
  console.log(`\nload average after: ${loadAverage()}`);
  console.log(failed ? 'FAIL: a median is over its bar' : 'PASS: every median within its bar');
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
