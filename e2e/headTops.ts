import type { Page } from '@playwright/test';

/**
 * Records where the list's table head is at every change of the page once its first row is in, as
 * it will be painted; returns a reader of those positions.
 */
export const watchHeadTops = async (page: Page) => {
  await page.addInitScript(() => {
    const tops: number[] = [];
    new MutationObserver(() => {
      const head = document.querySelector('.list-page thead');
      if (!head || !document.querySelector('.list-page tbody tr')) return;
      tops.push(Math.round(head.getBoundingClientRect().top));
      sessionStorage.setItem('e2e.headTops', JSON.stringify(tops));
    }).observe(document, { childList: true, subtree: true });
  });
  return async (): Promise<number[]> =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e.headTops'))) ?? '[]');
};
