// Finds the Chromium of the e2e suite before the long steps of `npm test`, and installs one where
// it can (Playwright's installer when its download host answers; Debian's package as root).
// The decisions are in browser-choice.mjs; this file only looks at the machine and acts.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { nextBrowserStep, playwrightCandidates, systemCandidates } from './browser-choice.mjs';

const PROBE_MS = 5_000;
const INSTALL_MS = 10 * 60_000;

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Playwright's browsers folder, as its registry computes it. */
const browsersDir = () => {
  const configured = process.env.PLAYWRIGHT_BROWSERS_PATH;
  if (configured === '0') return join('node_modules', 'playwright-core', '.local-browsers');
  if (configured) return configured;
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'ms-playwright');
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ms-playwright');
};

/** The locked Playwright's own Chromium first (when node_modules has it), then any in its cache. */
const cacheCandidates = async () => {
  const own = await import('playwright-core').then(
    ({ chromium }) => [chromium.executablePath()],
    () => [],
  );
  let entries = [];
  try {
    entries = readdirSync(browsersDir());
  } catch {
    // No cache folder: nothing installed by Playwright.
  }
  return [...own, ...playwrightCandidates(browsersDir(), entries)];
};

/** Whether Playwright's download host takes a connection within a few seconds. */
const downloadHostAnswers = () => {
  // Behind a proxy only the installer knows the way; let it try (its own timeouts apply).
  if (process.env.HTTPS_PROXY || process.env.https_proxy) return Promise.resolve(true);
  const host = process.env.PLAYWRIGHT_DOWNLOAD_HOST
    ? new URL(process.env.PLAYWRIGHT_DOWNLOAD_HOST).hostname
    : 'cdn.playwright.dev';
  return new Promise((resolve) => {
    const socket = connect({ host, port: 443 });
    const done = (answers) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answers);
    };
    // Covers the name lookup too, which a resolver without internet can stall on.
    const timer = setTimeout(() => done(false), PROBE_MS);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
};

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', timeout: INSTALL_MS, env: { ...process.env, ...env } }).status === 0;

const isRoot = process.getuid?.() === 0;

const installers = {
  playwright: () => {
    console.log("No Chromium found: installing Playwright's headless Chromium.");
    // As root the installer also adds the libraries the browser needs (through apt).
    const args = ['playwright', 'install', ...(isRoot ? ['--with-deps'] : []), '--only-shell', 'chromium'];
    return run('npx', args, { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '15000' });
  },
  apt: () => {
    console.log("No Chromium found: installing Debian's package.");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    return run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
  },
};

/**
 * The Chromium to use: { path, source }, or { stop } with the one line to print. `beforeInstall`
 * runs before Playwright's installer, which needs node_modules.
 */
export const ensureBrowser = async ({ beforeInstall = () => {} } = {}) => {
  const tried = [];
  let downloadReachable;
  for (;;) {
    const step = nextBrowserStep({
      configured: process.env.CHROMIUM_PATH || undefined,
      system: systemCandidates(process.env.PATH),
      cache: await cacheCandidates(),
      isExecutable,
      isRoot,
      hasApt: isExecutable('/usr/bin/apt-get'),
      downloadReachable,
      tried,
    });
    if ('use' in step) return { path: step.use, source: step.source };
    if ('stop' in step) return { stop: step.stop };
    if ('probe' in step) {
      downloadReachable = await downloadHostAnswers();
      continue;
    }
    tried.push(step.install);
    if (step.install === 'playwright') beforeInstall();
    installers[step.install]();
  }
};
