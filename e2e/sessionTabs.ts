import type { BrowserContext, Page } from '@playwright/test';
import { storedSessionOf } from './sandboxSession';

/** The browser is this far ahead of the sandbox: its one-hour tokens have 9 minutes left, under the 10 of spec 4. */
export const NEAR_EXPIRY_MS = 51 * 60_000;

/**
 * Stores a persona's session once for the whole browser context (tabs share localStorage), as a
 * login would, from the login page, which needs no session. Returns the stored values.
 */
export const storeSession = async (page: Page, userName: string) => {
  const stored = await storedSessionOf(page.request, userName);
  await page.goto('/');
  await page.evaluate((values: Record<string, string>) => {
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  }, stored);
  return stored;
};

/** Opens the console at `path` in a second tab of the same browser. */
export const openTab = async (context: BrowserContext, path: string) => {
  const tab = await context.newPage();
  await tab.goto(path);
  return tab;
};

export const userMenu = (page: Page) => page.getByRole('button', { name: /Menú de usuario/ });

export const isRefreshGrant = (postData: string | null) =>
  new URLSearchParams(postData ?? '').get('grant_type') === 'refresh_token';

export const refreshTokenOf = (postData: string | null) => new URLSearchParams(postData ?? '').get('refresh_token');

/** Notes the text of every alert the page shows (toasts included), so a test can tell all that was said. */
export const recordAlerts = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { shownAlerts: seen });
    new MutationObserver(() => {
      document.querySelectorAll('[role="alert"]').forEach((alert) => {
        const text = alert.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

export const alertsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownAlerts?: string[] }).shownAlerts ?? []);
