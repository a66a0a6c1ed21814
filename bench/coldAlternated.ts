import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium, request, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { storedSessionOf } from '../e2e/sandboxSession';
import { configFrom } from '../sandbox/config';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';
import { signedInPage } from './benchConsole';
import { watchFirstRow } from './firstRowWatch';
import { mainThreadBusyUntil } from './traceBusy';

/**
 * npx tsx bench/coldAlternated.ts <build dir>... : a cold load of /Terminal (100,000 terminals,
 * the database of bench/terminalList.ts) for several builds of the console, alternated build by
 * build in each round, so that the machine's drift falls on all of them alike. Each build is
 * served in turn from one sandbox (their hashed files side by side, their index.html swapped in
 * before each visit). Per visit, traced: navigation start to the first row painted (Element
 * Timing), and the main thread's CPU time until the row is in the DOM, steadier on a shared
 * machine. Prints the medians per build and each build's difference from the first one named.
 */
const PORT = Number(process.env.BENCH_LIST_PORT ?? 4291);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const DATABASE = '.sandbox-data/bench-terminal-list.db';
const SERVED = 'dist-bench-alternated';
const INDEX_FILES = ['index.html', 'index.html.br', 'index.html.gz'];
const base = `http://127.0.0.1:${PORT}`;

const builds = process.argv.slice(2);
if (builds.length < 2) throw new Error('Name two build directories or more: the first is the reference');
if (!existsSync(DATABASE)) throw new Error(`${DATABASE} is missing: run bench/terminalList.ts once to seed it`);

const indexOf = (build: string) => readFileSync(join(build, 'index.html'), 'utf8');
if (
  builds.some(
    (build) => indexOf(build).replace(/assets\/[^"]+/g, '') !== indexOf(builds[0]).replace(/assets\/[^"]+/g, ''),
  )
)
  throw new Error(
    'The builds differ in index.html beyond their file names: the sandbox checks one set of inline scripts',
  );

rmSync(SERVED, { recursive: true, force: true });
mkdirSync(SERVED);
// Hashed names: a file both builds hold is the same file.
builds.forEach((build) => cpSync(build, SERVED, { recursive: true, force: false }));
const serve = (build: string) =>
  INDEX_FILES.forEach((file) => existsSync(join(build, file)) && copyFileSync(join(build, file), join(SERVED, file)));

/** One cold visit, traced: the first row's paint time, and the main thread's CPU time until it is in the DOM. */
const coldVisit = async (browser: Browser, session: Record<string, string>) => {
  const { context, page } = await signedInPage(browser, session, watchFirstRow);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
  await page.goto(`${base}/Terminal`);
  await page.waitForFunction(() => (window as unknown as { rowPaintedAt?: number }).rowPaintedAt !== undefined, null, {
    timeout: 30_000,
  });
  const painted = await page.evaluate(() => (window as unknown as { rowPaintedAt: number }).rowPaintedAt);
  const trace = await browser.stopTracing();
  await context.close();
  return { painted, busy: mainThreadBusyUntil(trace, 'first-row-in-dom') };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runsOf = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(' ');

const config = configFrom(process.env, { port: PORT, databaseFile: DATABASE, consoleDir: SERVED, terminals: 100_000 });
const sandbox = await createSandbox(config);
seedIfEmpty(sandbox.context);
await sandbox.app.listen({ host: '127.0.0.1', port: PORT });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const api = await request.newContext({ baseURL: base });
  const session = await storedSessionOf(api, 'admin', 9);
  await api.dispose();
  const painted = new Map(builds.map((build) => [build, [] as number[]]));
  const busy = new Map(builds.map((build) => [build, [] as number[]]));
  for (let run = 0; run < RUNS; run += 1) {
    // Each round starts one build further on, so no build always follows the same one.
    const order = builds.map((_, index) => builds[(index + run) % builds.length]);
    for (const build of order) {
      serve(build);
      const visit = await coldVisit(browser, session);
      painted.get(build)?.push(visit.painted);
      busy.get(build)?.push(visit.busy);
    }
    console.log(`round ${run + 1}/${RUNS} done; load average ${loadavg()[0].toFixed(2)}`);
  }
  const reference = builds[0];
  console.log(`cold /Terminal, ${RUNS} runs per build, alternated; difference from ${basename(reference)}:`);
  for (const build of builds) {
    const paint = median(painted.get(build) ?? []);
    const cpu = median(busy.get(build) ?? []);
    const paintGain = paint - median(painted.get(reference) ?? []);
    const cpuGain = cpu - median(busy.get(reference) ?? []);
    console.log(
      `${basename(build)}: first row painted median ${paint.toFixed(0)} ms (${paintGain >= 0 ? '+' : ''}${paintGain.toFixed(0)}), ` +
        `main-thread CPU median ${cpu.toFixed(0)} ms (${cpuGain >= 0 ? '+' : ''}${cpuGain.toFixed(0)})`,
    );
    console.log(`  painted: ${runsOf(painted.get(build) ?? [])}`);
    console.log(`  busy:    ${runsOf(busy.get(build) ?? [])}`);
  }
} finally {
  await browser.close();
  await sandbox.app.close();
  sandbox.context.db.close();
  rmSync(SERVED, { recursive: true, force: true });
}
