// Which Chromium `npm test` uses, or how it gets one: pure decisions, probed by find-browser.mjs.
import { join } from 'node:path';

export const NO_BROWSER =
  'No Chromium found: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH=/path/to/chrome';

/**
 * Where distributions put Chromium (or Chrome), in the order they are tried: Debian's headless shell
 * first, which runs the e2e suite on about a quarter less CPU than the full browser.
 */
export const SYSTEM_NAMES = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
];

const isHeadlessShell = (path) => /headless[-_]shell/.test(path);

/** System executables to look for: /usr/bin first, then every folder of PATH. */
export const systemCandidates = (pathVariable) => {
  const folders = ['/usr/bin', ...(pathVariable ?? '').split(':').filter(Boolean)];
  const unique = [...new Set(folders)];
  return unique.flatMap((folder) => SYSTEM_NAMES.map((name) => join(folder, name)));
};

// Executables inside one browser folder of Playwright's cache: the Chrome for Testing layout,
// then the older Chromium one.
const LAYOUTS = {
  chromium: ['chrome-linux64/chrome', 'chrome-linux/chrome'],
  chromium_headless_shell: ['chrome-headless-shell-linux64/chrome-headless-shell', 'chrome-linux/headless_shell'],
};

/**
 * Executables Playwright's installer may have left in its browsers folder (`entries` are the
 * names in it): newest revision first, the headless shell before the full browser.
 */
export const playwrightCandidates = (browsersDir, entries) =>
  entries
    .map((entry) => ({ entry, match: /^(chromium|chromium_headless_shell)-(\d+)$/.exec(entry) }))
    .filter(({ match }) => match !== null)
    .map(({ entry, match }) => ({ entry, kind: match[1], revision: Number(match[2]) }))
    .sort((a, b) => b.revision - a.revision || (a.kind === 'chromium' ? 1 : -1))
    .flatMap(({ entry, kind }) => LAYOUTS[kind].map((layout) => join(browsersDir, entry, layout)));

/**
 * The next step towards a browser. `canRunApt`: apt-get exists and we are root (or have sudo
 * without a password). `tried` lists the installers already run; `downloadReachable` says whether
 * Playwright's download host answers (undefined when not probed yet).
 * A full system browser is used as it is unless apt can add the headless shell beside it (tried once).
 * Returns { use, source } | { probe: 'download' } | { install: 'playwright' | 'apt' | 'apt-shell' } | { stop }.
 */
export const nextBrowserStep = ({ configured, system, cache, isExecutable, canRunApt, downloadReachable, tried }) => {
  if (configured) {
    return isExecutable(configured)
      ? { use: configured, source: 'CHROMIUM_PATH' }
      : { stop: `CHROMIUM_PATH=${configured} is not an executable: fix it, or unset it to find Chromium` };
  }
  const installed = system.find(isExecutable);
  if (installed && !isHeadlessShell(installed) && canRunApt && !tried.includes('apt-shell'))
    return { install: 'apt-shell' };
  if (installed) return { use: installed, source: 'system' };
  const cached = cache.find(isExecutable);
  if (cached) return { use: cached, source: "Playwright's cache" };
  if (!tried.includes('playwright')) {
    if (downloadReachable === undefined) return { probe: 'download' };
    if (downloadReachable) return { install: 'playwright' };
  }
  if (!tried.includes('apt') && canRunApt) return { install: 'apt' };
  return { stop: NO_BROWSER };
};
