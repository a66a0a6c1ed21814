// Finds the Chromium of the e2e suite before the long steps of `npm test`, and installs one where
// it can (Playwright's installer when its download host answers; Debian's package as root or
// with sudo without a password).
// The decisions are in browser-choice.mjs; this file only looks at the machine and acts.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
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

/**
 * Whether Playwright's download host answers HTTPS within a few seconds. A TCP connection is not
 * enough: some sandboxes accept every connection and only then fail.
 */
const downloadHostAnswers = async () => {
  // Behind a proxy only the installer knows the way; let it try (its own timeouts apply).
  if (process.env.HTTPS_PROXY || process.env.https_proxy) return true;
  const host = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';
  try {
    await fetch(host, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_MS) });
    return true;
  } catch {
    return false;
  }
};

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', timeout: INSTALL_MS, env: { ...process.env, ...env } }).status === 0;

const isRoot = process.getuid?.() === 0;
/** How to run apt-get as root: directly, through sudo without a password, or not at all. */
const aptPrefix = () => {
  if (!isExecutable('/usr/bin/apt-get')) return null;
  if (isRoot) return [];
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : null;
};

/** Installs a Debian package, reading the package lists again only when the install needs it. */
const aptInstall = (prefix, name) => {
  const [command, ...args] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  const install = () => run(command, [...args, 'install', '-y', '-qq', name]);
  return install() || (run(command, [...args, 'update', '-qq']) && install());
};

const installers = {
  playwright: (aptAsRoot) => {
    console.log("No Chromium found: installing Playwright's headless Chromium.");
    // When apt can run as root, the installer also adds the libraries the browser needs.
    const args = ['playwright', 'install', ...(aptAsRoot ? ['--with-deps'] : []), '--only-shell', 'chromium'];
    return run('npx', args, { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '15000' });
  },
  apt: (prefix) => {
    console.log("No Chromium found: installing Debian's package.");
    return aptInstall(prefix, 'chromium-headless-shell') || aptInstall(prefix, 'chromium');
  },
  'apt-shell': (prefix) => {
    console.log("Adding Debian's Chromium headless shell (the e2e suite needs about a quarter less CPU with it).");
    return aptInstall(prefix, 'chromium-headless-shell');
  },
};

/**
 * The Chromium to use: { path, source }, or { stop } with the one line to print. `beforeInstall`
 * runs before Playwright's installer, which needs node_modules.
 */
export const ensureBrowser = async ({ beforeInstall = () => {} } = {}) => {
  const tried = [];
  const asRoot = aptPrefix();
  let downloadReachable;
  for (;;) {
    const step = nextBrowserStep({
      configured: process.env.CHROMIUM_PATH || undefined,
      system: systemCandidates(process.env.PATH),
      cache: await cacheCandidates(),
      isExecutable,
      canRunApt: asRoot !== null,
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
    installers[step.install](asRoot);
  }
};
