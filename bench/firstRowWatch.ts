/**
 * In the page: when the first row of the terminal list is painted (`rowPaintedAt`, from the
 * browser's Element Timing of its first cell with text, marked as soon as the row is in the DOM and
 * before its first paint), and when the last click happened (`clickedAt`, the input event's own
 * time, so input delay counts), both on the page's clock. The harness's own overhead
 * (Playwright's actionability checks before it clicks) is left out.
 *
 * `rowTaskAt` is the older reading, a task queued from the frame that paints the row: it also
 * counts whatever tasks were queued before it (react-query's notifications, the reference cells'
 * requests), which a trace showed to be up to 200 ms after the paint. It is printed beside.
 * `first-row-in-dom` marks the row's arrival on the page's timeline (bench/coldAlternated.ts's trace).
 * A string: the functions tsx compiles would call its helpers, which the page does not have.
 */
export const watchFirstRow = `(() => {
  document.addEventListener('click', (event) => { window.clickedAt = event.timeStamp; }, { capture: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      if (entry.identifier === 'first-row') window.rowPaintedAt = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  const observer = new MutationObserver(() => {
    const row = document.querySelector('table tbody tr');
    if (window.location.pathname !== '/Terminal' || !row || row.getBoundingClientRect().height === 0) return;
    observer.disconnect();
    performance.mark('first-row-in-dom');
    const cell = [...row.querySelectorAll('td')].find((td) => td.textContent.trim() !== '');
    (cell ?? row).setAttribute('elementtiming', 'first-row');
    requestAnimationFrame(() => setTimeout(() => { window.rowTaskAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
