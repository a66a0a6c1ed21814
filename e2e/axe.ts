import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's own script, put in a page once per document (the console's screens change in place). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeWindow = Window & { axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };

/** WCAG 2.1 A and AA, plus axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** WCAG 2.5.3 (label in name), which axe still ships as experimental and off. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** One offending node: which rule, how bad, where. */
export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
}

/** Frames in a row with nothing in flight and nothing moving before a screen counts as settled. */
const QUIET_FRAMES = 3;

/**
 * Waits until the page shows its data: nothing loading, no skeleton or progress left, no request
 * in flight (a button enabled when its data comes fades in from grey), nothing half-way through a
 * transition (a menu growing in reads as faint text to axe), and in the signed-in shell the
 * header's controls mounted (they come in after the first paint), so the loading indicator is
 * there to be read.
 */
export const settled = async (page: Page) => {
  if ((await page.locator('.RaAppBar-appBar').count()) > 0)
    await expect(page.locator('.RaAppBar-appBar .RaLoadingIndicator-loadedIcon')).toHaveCount(1);
  await expect(page.locator('.RaLoadingIndicator-loader')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  await page.waitForFunction(
    (frames) =>
      new Promise<boolean>((resolve) => {
        let quiet = 0;
        const look = () => {
          const inFlight = (window as Window & { e2eFetchesInFlight?: number }).e2eFetchesInFlight ?? 0;
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
            );
          quiet = inFlight === 0 && !moving ? quiet + 1 : 0;
          if (quiet >= frames) resolve(true);
          else requestAnimationFrame(look);
        };
        look();
      }),
    QUIET_FRAMES,
  );
  await expect(page.locator('.RaLoadingIndicator-loader')).toHaveCount(0);
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
};

/** The serious and critical axe violations of what the page shows now. */
export const seriousFindings = async (page: Page, scope?: string): Promise<AxeFinding[]> => {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: RULE_TAGS },
    resultTypes: ['violations'],
    rules: { [LABEL_IN_NAME]: { enabled: true } },
  };
  // axe.run in the page itself (the console has no frames). @axe-core/playwright evaluated the 550 kB
  // script twice per check; here it goes in once per document: resourceRoutes' checks took 15 % less.
  const { violations } = await page.evaluate(
    ({ include, runOptions }) =>
      (window as AxeWindow).axe?.run(include ? { include: [include] } : document, runOptions) ??
      Promise.reject(new Error('axe-core did not load')),
    { include: scope, runOptions: options },
  );
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.join(' > '),
      })),
    );
};

/** The screen's own content, without the header and sidebar around it. */
export const MAIN_CONTENT = '#main-content';

/**
 * Checks the screen (or only `scope`, a selector) with axe and records (softly, so one test reports every screen it visits)
 * each serious or critical violation with its rule, impact and target.
 */
export const expectAccessible = async (page: Page, screen: string, scope?: string) => {
  await settled(page);
  const findings = await seriousFindings(page, scope);
  findings.forEach(({ rule, impact, target }) => console.log(`[axe] ${screen} | ${rule} | ${impact} | ${target}`));
  expect.soft(findings, `serious or critical axe violations on ${screen}`).toEqual([]);
};
