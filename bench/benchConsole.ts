import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, request, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { storedSessionOf } from '../e2e/sandboxSession';
import { configFrom } from '../sandbox/config';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';

export interface BenchConsoleOptions {
  port: number;
  /** Seeded once, then reused by every later run (delete it to reseed). */
  database: string;
  consoleDir: string;
  terminals: number;
}

/**
 * A bench's console: built into its own folder, served by a sandbox over its own database of
 * `terminals` terminals (seeded on first use), a headless Chromium and the admin's stored session.
 */
export const startBenchConsole = async ({ port, database, consoleDir, terminals }: BenchConsoleOptions) => {
  mkdirSync('.sandbox-data', { recursive: true });
  console.log(`Building the console into ${consoleDir}…`);
  execSync(`npx vite build --outDir ${consoleDir} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  const config = configFrom(process.env, { port, databaseFile: database, consoleDir, terminals });
  if (!existsSync(database)) console.log(`Seeding ${terminals.toLocaleString('en')} terminals into ${database}…`);
  const sandbox = await createSandbox(config);
  const seed = seedIfEmpty(sandbox.context);
  if (seed.terminals !== terminals)
    throw new Error(`${database} holds ${seed.terminals} terminals: delete it to reseed`);
  await sandbox.app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}`;
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const api = await request.newContext({ baseURL: base });
  const session = await storedSessionOf(api, 'admin', 9);
  await api.dispose();
  const stop = async () => {
    await browser.close();
    await sandbox.app.close();
    sandbox.context.db.close();
  };
  return { base, browser, session, stop };
};

/** A fresh browser context (cold cache) with the session stored and `initScript` run in every page. */
export const signedInPage = async (browser: Browser, session: Record<string, string>, initScript: string) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((values: Record<string, string>) => {
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  }, session);
  await context.addInitScript({ content: initScript });
  return { context, page: await context.newPage() };
};

export const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
