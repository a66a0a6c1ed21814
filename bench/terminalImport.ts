/**
 * `npm run bench:terminals` (part): a 100,000-row terminal CSV imported through the console in
 * headless Chromium, signed in as admin, on a sandbox of its own (port, database, built console).
 * Prints the import time and the longest main-thread block (PerformanceObserver 'longtask',
 * installed before the page loads); fails when a block during the import exceeds 200 ms or a
 * row is lost.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { configFrom } from '../sandbox/config';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';

const ROWS = 100_000;
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 4290);
const MAX_BLOCK_MS = 200;
const OUT = '.sandbox-data/bench-import';
const CONSOLE_DIR = 'dist-bench-import';

interface LongTask {
  start: number;
  duration: number;
}

const csvOf = (names: { commerceCode: string; group: string }[], brand: string, model: string) => {
  const lines = ['serialNumber,alias,commerceCode,group,brand,model,profile,owner,distributor'];
  for (let i = 0; i < ROWS; i++) {
    const { commerceCode, group } = names[i % names.length];
    lines.push(
      `BENCH${String(i).padStart(9, '0')},Caja ${i % 40},${commerceCode},${group},${brand},${model},,Entidad,`,
    );
  }
  return lines.join('\n') + '\n';
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
  const base = `http://127.0.0.1:${PORT}`;
  const { store } = sandbox.context;

  const groups = store.list('groups', { entityId: 9, range: [0, 999] }).records;
  const names = groups.map((group) => ({
    group: String(group.name),
    commerceCode: String(store.get('commerces', Number(group.commerceId))?.commerceCode),
  }));
  const model = store.list('models', { range: [0, 0] }).records[0];
  const brand = String(store.get('brands', Number(model.brandId))?.name);
  const file = `${OUT}/terminals-100k.csv`;
  writeFileSync(file, csvOf(names, brand, String(model.name)));
  const before = store.count('terminals');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let failed = false;
  try {
    const page = await browser.newPage({ locale: 'es-ES', viewport: { width: 1400, height: 1000 } });
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }));
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/`);
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/dashboard/);
    await page.goto(`${base}/Terminal/create?by=csv`);
    const input = page.getByTestId('terminal-csv-input');
    await input.waitFor({ state: 'attached' });
    const started = await page.evaluate(() => performance.now());
    const wall = Date.now();
    await input.setInputFiles(file);
    const chosen = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: /Importar las filas correctas/ }).click({ timeout: 120_000 });
    const sending = await page.evaluate(() => performance.now());
    await page.getByText('Resultado de la importación').waitFor({ timeout: 900_000 });
    const seconds = (Date.now() - wall) / 1000;
    const ended = await page.evaluate(() => performance.now());
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    const during = tasks.filter((task) => task.start >= started && task.start <= ended);
    const longest = Math.max(0, ...during.map((task) => task.duration));
    const longestOverall = Math.max(0, ...tasks.map((task) => task.duration));
    const created = store.count('terminals') - before;
    const phaseOf = (start: number) =>
      start < chosen ? 'handing the file over' : start < sending ? 'reading' : 'sending';
    during.forEach((task) =>
      console.log(
        `  long task at +${Math.round(task.start - started)} ms (${phaseOf(task.start)}): ${Math.round(task.duration)} ms`,
      ),
    );
    console.log(`terminalImport: ${ROWS} rows imported in ${seconds.toFixed(1)} s; created ${created}`);
    console.log(
      `terminalImport: longest main-thread block during the import ${Math.round(longest)} ms ` +
        `(${during.length} long tasks over 50 ms; page load included: ${Math.round(longestOverall)} ms)`,
    );
    if (longest > MAX_BLOCK_MS) {
      console.log(`terminalImport: FAIL, a block exceeded ${MAX_BLOCK_MS} ms`);
      failed = true;
    }
    if (created !== ROWS) {
      console.log(`terminalImport: FAIL, ${ROWS - created} rows lost`);
      failed = true;
    }
  } finally {
    await browser.close();
    await sandbox.app.close();
    sandbox.context.db.close();
  }
  process.exit(failed ? 1 : 0);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
