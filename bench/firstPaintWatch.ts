/**
 * In the page, for the bench of the screens: when each screen's first meaningful paint happened, on
 * the page's clock, in `window.benchPainted[pathname]`, and when the last click happened
 * (`window.benchClickedAt`, the input event's own time, so input delay counts).
 *
 * A list's paint is its first row's, from the browser's Element Timing of the row's first cell with
 * text, marked once the layout shows the screen of the URL (`data-pathname`), so no row of the
 * screen before is taken for it. A chart (svg, which Element Timing does not report) counts at the
 * task after the frame that drew its first bar.
 * A string: the functions tsx compiles would call its helpers, which the page does not have.
 */
export const watchFirstPaint = `(() => {
  window.benchPainted = {};
  document.addEventListener('click', (event) => { window.benchClickedAt = event.timeStamp; }, { capture: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      if (entry.identifier.startsWith('row:')) window.benchPainted[entry.identifier.slice(4)] ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  const marked = new Set();
  const look = () => {
    const path = window.location.pathname;
    if (marked.has(path)) return;
    const screen = document.querySelector('[data-pathname="' + path + '"]');
    if (!screen) return;
    const bar = screen.querySelector('.bar-chart-bar');
    if (bar) {
      marked.add(path);
      requestAnimationFrame(() => setTimeout(() => { window.benchPainted[path] ??= performance.now(); }));
      return;
    }
    const row = screen.querySelector('.list-page tbody tr');
    if (!row || row.getBoundingClientRect().height === 0) return;
    marked.add(path);
    const cell = [...row.querySelectorAll('td')].find((td) => td.textContent.trim() !== '');
    (cell ?? row).setAttribute('elementtiming', 'row:' + path);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-pathname'] });
})();`;

interface PaintMarks {
  benchPainted: Record<string, number>;
  benchClickedAt?: number;
}

/** Waits for the paint of `path` and answers it with the last click's time, on the page's clock. */
export const paintOf = async (
  page: import('@playwright/test').Page,
  path: string,
  timeout = 30_000,
): Promise<{ painted: number; clickedAt?: number }> => {
  await page.waitForFunction((target) => (window as unknown as PaintMarks).benchPainted[target] !== undefined, path, {
    timeout,
  });
  return page.evaluate((target) => {
    const marks = window as unknown as PaintMarks;
    return { painted: marks.benchPainted[target], clickedAt: marks.benchClickedAt };
  }, path);
};
