import { existsSync } from 'node:fs';

const firstPresent = (paths: string[]) => paths.find((path) => existsSync(path));

/** The browser of the benches: CHROMIUM_PATH, else Debian's full browser, else Playwright's own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? firstPresent(['/usr/bin/chromium']);

/**
 * The browser of the e2e suite: CHROMIUM_PATH, else Debian's headless shell (about a quarter less
 * CPU than the full browser for the same journeys), else as the benches.
 */
export const e2eChromiumPath =
  process.env.CHROMIUM_PATH ?? firstPresent(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']);

/** Headless flags; without the networking ones Chromium stalls on hosts this machine cannot reach. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
