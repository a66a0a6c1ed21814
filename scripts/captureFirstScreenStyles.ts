import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { startBenchConsole } from '../bench/benchConsole';
import {
  FIRST_SCREEN_STYLES_FILE,
  STYLE_CACHE_FILE,
  TEMPLATE_ID,
  styleCacheFingerprint,
  type FirstScreenStyles,
} from './build/firstScreenStyles';

/**
 * npm run styles:first-screen: records the rules Emotion inserts on a signed-in cold start of the
 * first screens (the terminal list, the home page, a schema list) at a phone's and two desktop
 * widths, in the light theme, and writes them to scripts/build/firstScreenStyles.json, which the
 * build ships as an asset index.html preloads. Run it after a change of theme or of the first screens' components:
 * e2e/delivery.spec.ts fails when a cold /Terminal inserts more than a few rules of its own.
 */
const SCREENS = ['/Terminal', '/dashboard', '/commerce'];
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
  { width: 1600, height: 900 },
];
/** The first screen has settled when no rule went in for this long (idle work included). */
const QUIET_MS = 2_000;

type RecordingWindow = Window & { firstScreenRules?: string[] };

/** Records every rule inserted into Emotion's own sheets (`data-emotion="css"`, not the global ones). */
const recordEmotionRules = () => {
  const rules: string[] = [];
  (window as RecordingWindow).firstScreenRules = rules;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    if (this.ownerNode instanceof Element && this.ownerNode.getAttribute('data-emotion') === 'css') rules.push(rule);
    return insertRule.call(this, rule, index);
  };
};

/** index.html without the template of the styles the last capture recorded. */
const withoutTemplate = (html: string) => {
  const start = html.indexOf(`<template id="${TEMPLATE_ID}">`);
  const end = html.indexOf('</template>', start) + '</template>'.length;
  return start < 0 ? html : html.slice(0, start) + html.slice(end);
};

const rulesOnceQuiet = async (page: Page) => {
  let count = -1;
  for (;;) {
    const rules = await page.evaluate(() => (window as RecordingWindow).firstScreenRules ?? []);
    if (rules.length === count) return rules;
    count = rules.length;
    await page.waitForTimeout(QUIET_MS);
  }
};

const captureScreen = async (browser: Browser, base: string, session: Record<string, string>, path: string) => {
  const recorded: string[][] = [];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ locale: 'es-ES', viewport, colorScheme: 'light' });
    await context.addInitScript((values: Record<string, string>) => {
      Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
    }, session);
    await context.addInitScript(recordEmotionRules);
    const page = await context.newPage();
    // Without the styles of the last capture, so that Emotion inserts, and this records, every rule.
    await page.route(`${base}${path}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutTemplate(await response.text()) });
    });
    await page.goto(`${base}${path}`);
    await page.locator('#main-content').waitFor();
    recorded.push(await rulesOnceQuiet(page));
    console.log(`  ${path} at ${viewport.width} px: ${recorded.at(-1)?.length} rules`);
    await context.close();
  }
  return recorded.flat();
};

const { base, browser, session, stop } = await startBenchConsole({
  port: 4296,
  database: '.sandbox-data/first-screen-styles.db',
  consoleDir: 'dist-first-screen-styles',
  terminals: 200,
});
try {
  const rules: string[] = [];
  for (const path of SCREENS) rules.push(...(await captureScreen(browser, base, session, path)));
  const styles: FirstScreenStyles = {
    styleCache: styleCacheFingerprint(readFileSync(STYLE_CACHE_FILE, 'utf8')),
    screens: SCREENS.flatMap((path) => VIEWPORTS.map(({ width }) => `${path} ${width}`)),
    rules: [...new Set(rules)],
  };
  writeFileSync(FIRST_SCREEN_STYLES_FILE, `${JSON.stringify(styles, null, 1)}\n`);
  console.log(`${FIRST_SCREEN_STYLES_FILE}: ${styles.rules.length} rules`);
} finally {
  await stop();
}
