import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, request, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { storedSessionOf } from '../e2e/sandboxSession';
import { configFrom } from '../sandbox/config';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';

/**
 * npx tsx bench/signedInScripts.ts [console dir]: the JavaScript a signed-in first visit asks for
 * before its first meaningful paint, read in a browser (the check of scripts/size.mjs reads it from
 * the build's manifest; this shows whether the two agree). The admin's session is stored before the
 * page opens; for /Terminal the paint is the first row, for /dashboard the first bar of its chart.
 * Each script is counted by the gzip size of its built file.
 */
const [consoleDir = 'dist'] = process.argv.slice(2);
const PORT = Number(process.env.BENCH_PORT ?? 4295);
const base = `http://127.0.0.1:${PORT}`;
const visits = [
  { path: '/dashboard', painted: '.bar-chart-bar' },
  { path: '/Terminal', painted: '.list-page tbody tr' },
];

const scriptsUntilPaint = async (browser: Browser, session: Record<string, string>, path: string, painted: string) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((values: Record<string, string>) => {
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  }, session);
  const page = await context.newPage();
  const asked: string[] = [];
  let paintedYet = false;
  page.on('request', (sent) => {
    if (!paintedYet && sent.resourceType() === 'script') asked.push(new URL(sent.url()).pathname);
  });
  await page.goto(`${base}${path}`);
  await page.locator(painted).first().waitFor({ state: 'attached', timeout: 30_000 });
  paintedYet = true;
  await context.close();
  return [...new Set(asked)];
};

const kib = (file: string) => gzipSync(readFileSync(`${consoleDir}${file}`)).length / 1024;

const sandbox = await createSandbox(
  configFrom(process.env, { port: PORT, databaseFile: ':memory:', consoleDir, terminals: 200 }),
);
seedIfEmpty(sandbox.context);
await sandbox.app.listen({ host: '127.0.0.1', port: PORT });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const api = await request.newContext({ baseURL: base });
  const session = await storedSessionOf(api, 'admin');
  await api.dispose();
  for (const { path, painted } of visits) {
    const files = await scriptsUntilPaint(browser, session, path, painted);
    const total = files.reduce((sum, file) => sum + kib(file), 0);
    console.log(`${path}: ${total.toFixed(1)} KiB gzip in ${files.length} script(s) before the first paint`);
    files.forEach((file) => console.log(`  ${file}  ${kib(file).toFixed(1)} KiB`));
  }
} finally {
  await browser.close();
  await sandbox.app.close();
  sandbox.context.db.close();
}
