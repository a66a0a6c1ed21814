import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { storedSessionOf } from '../e2e/sandboxSession';
import { configFrom } from '../sandbox/config';
import { registerConsoleFiles } from '../sandbox/consoleFiles';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';
import { medianOf } from './benchConsole';

/**
 * npx tsx bench/lighthouseSignedIn.ts: Lighthouse mobile (its default preset, simulated
 * throttling) on a signed-in list page: the console's /Terminal beside the minimal react-admin
 * app's posts list (bench/minimal-app), RUNS runs each, taking turns; medians. The session is
 * stored in the browser first (the console's tokens for the admin, the minimal app's user), the
 * cache emptied, then Lighthouse loads the page keeping the storage. Bars: the console at least
 * 0.90 and not below the minimal app.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CONSOLE_PORT = Number(process.env.LIGHTHOUSE_CONSOLE_PORT ?? 4297);
const MINIMAL_PORT = Number(process.env.LIGHTHOUSE_MINIMAL_PORT ?? 4298);
/** Where each run's Lighthouse report and trace go, when set: to read which tasks block. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CONSOLE_DIR = 'dist-bench-lighthouse';
const MINIMAL_DIR = 'dist-bench-minimal';

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
}

const build = (args: string) =>
  execSync(`npx vite build ${args} --emptyOutDir --logLevel error`, { stdio: ['ignore', 'ignore', 'inherit'] });

/** Stores `storage` at `origin` in the launched browser, then empties its cache. */
const storeSession = async (port: number, origin: string, storage: Record<string, string>) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${origin}/config.json`);
  await page.evaluate(
    (values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)),
    storage,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
};

const audit = async (url: string, storage: Record<string, string>): Promise<Sample> => {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    await storeSession(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (REPORT_DIR) {
      const name = join(REPORT_DIR, `${new URL(url).port}-${Date.now()}`);
      writeFileSync(`${name}.json`, JSON.stringify(result.lhr));
      writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const { categories, audits } = result.lhr;
    return {
      score: categories.performance.score ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
};

console.log(`Building the console into ${CONSOLE_DIR} and the minimal app into ${MINIMAL_DIR}…`);
build(`--outDir ${CONSOLE_DIR}`);
build(`--config bench/minimal-app/vite.config.ts --outDir ${process.cwd()}/${MINIMAL_DIR}`);
const sandbox = await createSandbox(
  configFrom(process.env, { port: CONSOLE_PORT, databaseFile: ':memory:', consoleDir: CONSOLE_DIR, terminals: 200 }),
);
seedIfEmpty(sandbox.context);
await sandbox.app.listen({ host: '127.0.0.1', port: CONSOLE_PORT });
const minimal = Fastify();
minimal.setNotFoundHandler(await registerConsoleFiles(minimal, MINIMAL_DIR, { clientId: '', clientSecret: '' }));
await minimal.listen({ host: '127.0.0.1', port: MINIMAL_PORT });

const api = await request.newContext({ baseURL: `http://127.0.0.1:${CONSOLE_PORT}` });
const apps = {
  console: { url: `http://127.0.0.1:${CONSOLE_PORT}/Terminal`, storage: await storedSessionOf(api, 'admin') },
  minimal: { url: `http://127.0.0.1:${MINIMAL_PORT}/#/posts`, storage: { 'minimal-app-user': 'admin' } },
};
await api.dispose();
const results: Record<string, Sample[]> = { console: [], minimal: [] };
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, { url, storage }] of Object.entries(apps)) {
      const sample = await audit(url, storage);
      results[name].push(sample);
      console.log(
        `  ${name} run ${run}: ${sample.score.toFixed(2)}, LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms`,
      );
    }
  }
} finally {
  await minimal.close();
  await sandbox.app.close();
  sandbox.context.db.close();
}

const summary = Object.fromEntries(
  Object.entries(results).map(([name, samples]) => [
    name,
    {
      score: medianOf(samples.map((s) => s.score)),
      lcp: medianOf(samples.map((s) => s.lcp)),
      tbt: medianOf(samples.map((s) => s.tbt)),
    },
  ]),
);
console.log(`\nLighthouse mobile, signed in, ${RUNS} runs each, medians:`);
console.log('| app | page | score | LCP | TBT |\n| --- | --- | --- | --- | --- |');
for (const [name, s] of Object.entries(summary))
  console.log(
    `| ${name} | ${name === 'console' ? '/Terminal' : 'posts list'} | ${s.score.toFixed(2)} | ${(s.lcp / 1000).toFixed(2)} s | ${s.tbt.toFixed(0)} ms |`,
  );
const failures = [
  summary.console.score < 0.9 && `the console ${summary.console.score.toFixed(2)} < 0.90`,
  summary.console.score < summary.minimal.score && `the console below the minimal app (${summary.minimal.score})`,
].filter(Boolean);
console.log(failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS: at least 0.90 and not below the minimal app');
process.exit(failures.length ? 1 : 0);
