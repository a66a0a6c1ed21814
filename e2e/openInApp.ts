import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Goes to `path` inside the running console, as a link would (the router handles the change),
 * instead of reloading the page and starting the console again; then waits for `shown`, something
 * only the new screen has, so nothing of the screen before is taken for it.
 */
export const openInApp = async (page: Page, path: string, shown: Locator) => {
  await page.evaluate((target) => {
    const index = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${index}`, idx: index }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(shown).toBeVisible({ timeout: 20_000 });
};
