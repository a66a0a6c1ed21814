#!/usr/bin/env node
// `npm test`: finds (or installs) a Chromium first, so that a machine without one stops in
// seconds, then installs what is missing and runs typecheck, lint, vitest and the Playwright e2e suite,
// and ends with one summary line. Every step runs even when an earlier one fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';
import { failedTests } from './failed-tests.mjs';
import { ensureBrowser } from './find-browser.mjs';

const started = Date.now();
const browser = await ensureBrowser({ beforeInstall: ensureDependencies });
if (browser.stop) {
  console.error(browser.stop);
  process.exit(1);
}
console.log(`Chromium (${browser.source}): ${browser.path}`);
ensureDependencies();
mkdirSync('test-results', { recursive: true });
// A step that stops before writing its report must not leave the last run's to be read.
['test-results/vitest.json', 'test-results/e2e.json'].forEach((report) => rmSync(report, { force: true }));

const env = { ...process.env, CHROMIUM_PATH: browser.path, FORCE_COLOR: '1' };
const seconds = {};
const run = (label, command, args, extraEnv = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  seconds[label] = Math.round((Date.now() - stepStarted) / 1000);
  return status === 0;
};

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

// The native compiler (TypeScript 7); the `typescript` package (5.9) is typescript-eslint's parser.
const typecheck = run('typecheck', 'node', [
  'node_modules/typescript-native/bin/tsc',
  '--noEmit',
  '-p',
  'tsconfig.json',
]);
const lint = run('lint', 'npx', [
  'eslint',
  '.',
  '--max-warnings',
  '0',
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
]);
const size = run('first-load size', 'node', ['scripts/size.mjs', '--build']);
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
// The e2e server serves the build the size check just made instead of building again.
const e2eOk = run('e2e', 'npx', ['playwright', 'test'], size ? { E2E_CONSOLE_DIR: 'dist' } : {});

const vitest = readJson('test-results/vitest.json');
const e2e = readJson('test-results/e2e.json');
const vitestCount = vitest ? `${vitest.numPassedTests}/${vitest.numTotalTests}` : 'not run';
const e2eCount = e2e
  ? `${e2e.stats.expected}/${e2e.stats.expected + e2e.stats.unexpected + e2e.stats.flaky}`
  : 'not run';
const failed = failedTests(vitest, e2e);
if (failed.length > 0) console.log(`\nFailed:\n${failed.map((name) => `  ${name}`).join('\n')}`);
const ok = typecheck && lint && size && vitestOk && e2eOk;
const total = Math.round((Date.now() - started) / 1000);
console.log(
  `\n${ok ? 'PASS' : 'FAIL'}: typecheck ${typecheck ? 'ok' : 'failed'} | lint ${lint ? 'ok' : 'failed'} | first-load size ${size ? 'ok' : 'over budget'} | vitest ${vitestCount} in ${seconds.vitest} s | e2e ${e2eCount} in ${seconds.e2e} s | ${total} s`,
);
process.exit(ok ? 0 : 1);
