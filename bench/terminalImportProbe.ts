import type { Page } from 'playwright-core';

/** A main-thread block as the page saw it. */
export interface Block {
  start: number;
  duration: number;
}

interface Probe {
  tasks: Block[];
  gaps: Block[];
}

const TICK_MS = 10;

/**
 * Before the page's own scripts: a PerformanceObserver of long tasks (over 50 ms) and, as a
 * second witness, a 10 ms timer whose late ticks say how long the thread was busy.
 */
export const installProbe = (page: Page) =>
  page.addInitScript((tick: number) => {
    const probe: Probe = { tasks: [], gaps: [] };
    (window as unknown as { __importProbe: Probe }).__importProbe = probe;
    new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => probe.tasks.push({ start: entry.startTime, duration: entry.duration }));
    }).observe({ type: 'longtask', buffered: true });
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      if (now - last > tick + 40) probe.gaps.push({ start: last, duration: now - last - tick });
      last = now;
    }, tick);
  }, TICK_MS);

/** The long tasks that started at or after `since`, and the timer's longest late tick since then. */
export const readProbe = async (page: Page, since: number) => {
  // Long task entries reach observers a little after the task: let the last ones arrive.
  await page.waitForTimeout(300);
  const probe = await page.evaluate(() => (window as unknown as { __importProbe: Probe }).__importProbe);
  const after = (blocks: Block[]) => blocks.filter((block) => block.start >= since);
  return {
    tasks: after(probe.tasks),
    gap: Math.round(Math.max(0, ...after(probe.gaps).map((block) => block.duration))),
  };
};
