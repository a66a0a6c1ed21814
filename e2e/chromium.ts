import { existsSync } from 'node:fs';

/** The browser of the e2e suite and the benches: CHROMIUM_PATH, else Debian's, else Playwright's own. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Headless flags; without the networking ones Chromium stalls on hosts this machine cannot reach. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
