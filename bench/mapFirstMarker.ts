import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signedInPage } from './benchConsole';

/** In the page: the first marker's arrival and every long task, on the page's clock. */
const watchMap = `(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.terminal-map-marker')) return;
    observer.disconnect();
    window.firstMarkerAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export interface PageTimes {
  firstMarkerAt?: number;
  longTasks: { start: number; duration: number }[];
}

export interface ColdMapLoad {
  context: BrowserContext;
  page: Page;
  /** From navigation to the first marker in the DOM. */
  firstMarkerAt: number;
  /** From navigation to the start of the first clusters request: the critical path, less sensitive to load. */
  clustersAskedAt: number;
}

/** Opens /maps signed in, in a fresh browser context (cold cache), without a tile server. */
export const coldMapLoad = async (browser: Browser, base: string, session: Record<string, string>) => {
  const { context, page } = await signedInPage(browser, session, watchMap);
  // No tile server, as in the sandbox and an air-gapped deployment.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`${base}/maps`);
  await page.locator('.terminal-map-marker').first().waitFor({ state: 'attached', timeout: 60_000 });
  const times = await page.evaluate(() => {
    const clusters = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/terminal-coordinates'));
    return {
      firstMarkerAt: (window as unknown as PageTimes).firstMarkerAt ?? NaN,
      clustersAskedAt: clusters?.startTime ?? NaN,
    };
  });
  return { context, page, ...times } satisfies ColdMapLoad;
};

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
