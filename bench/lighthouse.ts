import { execSync } from 'node:child_process';
import Fastify from 'fastify';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { configFrom } from '../sandbox/config';
import { registerConsoleFiles } from '../sandbox/consoleFiles';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';

/**
 * npm run bench:lighthouse: Lighthouse's performance score of the console's login page beside a
 * minimal two-resource react-admin app (bench/minimal-app: same packages and versions, Vite's
 * defaults), both built here and served the same way: precompressed brotli/gzip files with the
 * console's cache rules (sandbox/consoleFiles.ts), the console by its sandbox. Mobile and desktop
 * presets (simulated throttling, Lighthouse's defaults), RUNS runs each, the two apps taking turns;
 * medians. Bars: mobile >= 0.95 and not below the minimal app; desktop 1.00.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CONSOLE_PORT = Number(process.env.LIGHTHOUSE_CONSOLE_PORT ?? 4293);
const MINIMAL_PORT = Number(process.env.LIGHTHOUSE_MINIMAL_PORT ?? 4294);
const CONSOLE_DIR = 'dist-bench-lighthouse';
const MINIMAL_DIR = 'dist-bench-minimal';
const presets = { mobile: undefined, desktop: desktopConfig } as const;
type Preset = keyof typeof presets;

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const audit = async (url: string, preset: Preset): Promise<Sample> => {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      presets[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      score: categories.performance.score ?? 0,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
};

const build = (args: string) =>
  execSync(`npx vite build ${args} --emptyOutDir --logLevel error`, { stdio: ['ignore', 'ignore', 'inherit'] });

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

const apps = { console: `http://127.0.0.1:${CONSOLE_PORT}/`, minimal: `http://127.0.0.1:${MINIMAL_PORT}/` };
const results: Record<string, Sample[]> = {};
try {
  for (const preset of Object.keys(presets) as Preset[]) {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [name, url] of Object.entries(apps)) {
        const sample = await audit(url, preset);
        (results[`${preset} ${name}`] ??= []).push(sample);
        console.log(`  ${preset} ${name} run ${run}: ${sample.score.toFixed(2)}, FCP ${sample.fcp.toFixed(0)} ms`);
      }
    }
  }
} finally {
  await minimal.close();
  await sandbox.app.close();
  sandbox.context.db.close();
}

const summary = Object.fromEntries(
  Object.entries(results).map(([key, samples]) => [
    key,
    {
      score: median(samples.map((s) => s.score)),
      fcp: median(samples.map((s) => s.fcp)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
    },
  ]),
);
// Headless Chromium asks for English: the console's English path is the one measured.
console.log(`\nLighthouse ${RUNS} runs each, medians (login page, in English):`);
console.log('| preset | app | score | FCP | LCP | TBT |\n| --- | --- | --- | --- | --- | --- |');
for (const [key, s] of Object.entries(summary)) {
  const [preset, app] = key.split(' ');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| ${preset} | ${app} | ${s.score.toFixed(2)} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${s.tbt.toFixed(0)} ms |`,
  );
}
const mobile = summary['mobile console'].score;
const failures = [
  mobile < 0.95 && `mobile ${mobile.toFixed(2)} < 0.95`,
  mobile < summary['mobile minimal'].score && `mobile below the minimal app (${summary['mobile minimal'].score})`,
  summary['desktop console'].score < 1 && `desktop ${summary['desktop console'].score.toFixed(2)} < 1.00`,
].filter(Boolean);
console.log(
  failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS: mobile >= 0.95 and >= the minimal app, desktop 1.00',
);
process.exit(failures.length ? 1 : 0);
