/**
 * `npm run bench:terminals` (part): a 100,000-row terminal CSV (one row in five bad) imported
 * through the console in headless Chromium, signed in as admin, on a sandbox of its own. Each
 * run measures every main-thread block from choosing the file to the report's last page and the
 * rejected rows' CSV downloaded (PerformanceObserver 'longtask', installed before the page
 * loads; a 10 ms timer's longest gap printed beside it). Fails when a block exceeds 200 ms,
 * a good row is lost or the report miscounts. BENCH_IMPORT_RUNS (default 3) runs;
 * BENCH_IMPORT_CPU_SLOWDOWN (default 1) slows the page's CPU that many times (DevTools);
 * BENCH_IMPORT_TRACE=file.json records a Chromium trace of the runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { configFrom } from '../sandbox/config';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';
import { benchFile, type BenchNames } from './terminalImportFile';
import { installProbe, readProbe } from './terminalImportProbe';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 4290);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const SLOWDOWN = Number(process.env.BENCH_IMPORT_CPU_SLOWDOWN ?? 1);
const TRACE = process.env.BENCH_IMPORT_TRACE;
const MAX_BLOCK_MS = 200;
const OUT = '.sandbox-data/bench-import';
const CONSOLE_DIR = 'dist-bench-import';

interface RunResult {
  seconds: number;
  longest: number;
  gap: number;
  ok: boolean;
}

const importOnce = async (page: Page, run: number, names: BenchNames, count: () => number): Promise<RunResult> => {
  const file = benchFile(ROWS, `B${run}X`, names);
  const path = `${OUT}/terminals-100k-${run}.csv`;
  writeFileSync(path, file.csv);
  const before = count();
  await page.goto('/Terminal/create?by=csv');
  const input = page.getByTestId('terminal-csv-input');
  await input.waitFor({ state: 'attached' });
  const marks: [string, number][] = [];
  const mark = async (name: string) => marks.push([name, await page.evaluate(() => performance.now())]);
  const wall = Date.now();
  await mark('reading');
  await input.setInputFiles(path);
  await page.getByRole('button', { name: /Importar las filas correctas/ }).waitFor({ timeout: 300_000 });
  await mark('preview');
  await page.getByRole('button', { name: /Importar las filas correctas/ }).click();
  await mark('sending');
  await page.getByText('Resultado de la importación').waitFor({ timeout: 1_800_000 });
  const seconds = (Date.now() - wall) / 1000;
  await mark('report');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Descargar las filas rechazadas/ }).click();
  const csvLines =
    readFileSync(await (await download).path())
      .toString('utf8')
      .trim()
      .split('\n').length - 1;
  await page.getByRole('combobox').selectOption('50');
  await page.getByRole('button', { name: 'Ir a la última página' }).click();
  await page.waitForTimeout(1000);
  const { tasks, gap } = await readProbe(page, marks[0][1]);
  const phaseOf = (start: number) => [...marks].reverse().find(([, at]) => start >= at)?.[0] ?? 'before';
  tasks.forEach((task) => console.log(`  long task (${phaseOf(task.start)}): ${Math.round(task.duration)} ms`));
  const created = count() - before;
  const report = await page.getByRole('status').filter({ hasText: 'Terminales creadas' }).innerText();
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  const phases = marks.map(([name, at], i) => `${name} ${(((marks[i + 1]?.[1] ?? at) - at) / 1000).toFixed(1)} s`);
  console.log(
    `run ${run}: ${seconds.toFixed(1)} s (${phases.slice(0, 3).join(', ')}); created ${created} of ${file.good}`,
  );
  console.log(`run ${run}: longest block ${Math.round(longest)} ms, ${tasks.length} over 50 ms; timer gap ${gap} ms`);
  const es = (value: number) => value.toLocaleString('es');
  const counted = report.includes(`creadas: ${es(file.good)}`) && report.includes(`rechazadas: ${es(file.bad)}`);
  const ok = longest <= MAX_BLOCK_MS && created === file.good && counted && csvLines === file.bad;
  if (!ok) console.log(`run ${run}: FAIL (report "${report.replace(/\n/g, ' ')}", ${csvLines} rejected lines)`);
  return { seconds, longest, gap, ok };
};

const main = async () => {
  mkdirSync(OUT, { recursive: true });
  rmSync(`${OUT}/bench.db`, { force: true });
  console.log('terminalImport: building the console…');
  execFileSync('npx', ['vite', 'build', '--outDir', CONSOLE_DIR, '--logLevel', 'error'], { stdio: 'inherit' });
  const config = configFrom({}, { databaseFile: `${OUT}/bench.db`, consoleDir: CONSOLE_DIR, port: PORT });
  const sandbox = await createSandbox(config);
  seedIfEmpty(sandbox.context);
  await sandbox.app.listen({ host: '127.0.0.1', port: PORT });
  const { store } = sandbox.context;
  const places = store.list('groups', { entityId: 9, range: [0, 999] }).records.map((group) => ({
    group: String(group.name),
    commerceCode: String(store.get('commerces', Number(group.commerceId))?.commerceCode),
  }));
  const model = store.list('models', { range: [0, 0] }).records[0];
  const existing = store
    .list('terminals', { entityId: 9, range: [0, 3999] })
    .records.map((t) => String(t.serialNumber));
  const names = {
    places,
    brand: String(store.get('brands', Number(model.brandId))?.name),
    model: String(model.name),
    existing,
  };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: RunResult[] = [];
  try {
    const context = await browser.newContext({
      locale: 'es-ES',
      viewport: { width: 1400, height: 1000 },
      baseURL: `http://127.0.0.1:${PORT}`,
    });
    const page = await context.newPage();
    await installProbe(page);
    await page.goto('/');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/dashboard/);
    if (SLOWDOWN > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    if (TRACE)
      await browser.startTracing(page, {
        path: TRACE,
        categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'],
      });
    for (let run = 1; run <= RUNS; run++)
      results.push(await importOnce(page, run, names, () => store.count('terminals')));
    if (TRACE) await browser.stopTracing();
  } finally {
    await browser.close();
    await sandbox.app.close();
    sandbox.context.db.close();
  }
  const sorted = (pick: (r: RunResult) => number) => results.map(pick).sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor((values.length - 1) / 2)];
  const [seconds, longest] = [sorted((r) => r.seconds), sorted((r) => r.longest)];
  console.log(
    `terminalImport: ${ROWS} rows x ${results.length} runs (CPU slowdown ${SLOWDOWN}x): time median ${median(seconds).toFixed(1)} s, ` +
      `worst ${seconds[seconds.length - 1].toFixed(1)} s; longest block median ${Math.round(median(longest))} ms, ` +
      `worst ${Math.round(longest[longest.length - 1])} ms (bar ${MAX_BLOCK_MS} ms)`,
  );
  const failed = results.length < RUNS || results.some((r) => !r.ok);
  console.log(`terminalImport: ${failed ? 'FAIL' : 'pass'}`);
  process.exit(failed ? 1 : 0);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
