import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from './axe';

/** Changes the route inside the running console, as a link would (the router handles the change). */
export const pushRoute = (page: Page, path: string) =>
  page.evaluate((target) => {
    const index = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${index}`, idx: index }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);

/**
 * Goes to `path` inside the running console instead of reloading the page and starting the console
 * again; then waits for `shown`, something only the new screen has, so nothing of the screen
 * before is taken for it.
 */
export const openInApp = async (page: Page, path: string, shown: Locator) => {
  await pushRoute(page, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(shown).toBeVisible({ timeout: 20_000 });
};

/** Frames the screen on display must agree with the URL before it counts as the new one. */
const STABLE_FRAMES = 3;

/**
 * Goes to `path` inside the running console and waits until the layout shows the screen of the
 * URL (after any redirect the route makes) for a few frames in a row, and the screen is settled.
 */
export const openRouteInApp = async (page: Page, path: string) => {
  await pushRoute(page, path);
  await page.evaluate(
    ({ frames, timeout }) =>
      new Promise<void>((resolve, reject) => {
        const giveUp = setTimeout(() => reject(new Error(`${window.location.pathname} never showed`)), timeout);
        let agreed = 0;
        const look = () => {
          const shown = document.querySelector('[data-pathname]')?.getAttribute('data-pathname');
          agreed = shown === window.location.pathname ? agreed + 1 : 0;
          if (agreed < frames) return void requestAnimationFrame(look);
          clearTimeout(giveUp);
          resolve();
        };
        look();
      }),
    { frames: STABLE_FRAMES, timeout: 20_000 },
  );
  await settled(page);
};
