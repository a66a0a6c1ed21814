import { test as base, expect, type Page } from '@playwright/test';
import { personaNamed, storedSessionOf, type SignInAs } from './sandboxSession';

export { expect };
export { authenticatorCodeFor, personaNamed } from './sandboxSession';

/** Signs in through the login page, as a user would (the login journeys). */
export const signInThroughForm = async (page: Page, userName: string) => {
  const persona = personaNamed(userName);
  await page.goto('/');
  await page.getByLabel('Usuario').fill(persona.userName);
  await page.getByLabel('Contraseña', { exact: true }).fill(persona.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

interface Fixtures {
  /** Opens the console at `path`, signed in as a persona or a created user (optionally in another entity). */
  signIn: (who: SignInAs, path?: string, entityId?: number) => Promise<void>;
}

/**
 * Counts the page's requests in flight (the console asks through `fetch` only), so a wait for a
 * settled screen can tell that data is still coming even where no loader shows it.
 */
const countFetchesInFlight = () => {
  const tracked = window as Window & { e2eFetchesInFlight?: number };
  tracked.e2eFetchesInFlight = 0;
  const send = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    tracked.e2eFetchesInFlight = (tracked.e2eFetchesInFlight ?? 0) + 1;
    return send(...args).finally(() => {
      tracked.e2eFetchesInFlight = (tracked.e2eFetchesInFlight ?? 1) - 1;
    });
  };
};

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.addInitScript(countFetchesInFlight);
    await use(context);
  },
  signIn: async ({ page }, use) => {
    await use(async (who, path = '/dashboard', entityId) => {
      const stored = await storedSessionOf(page.request, who, entityId);
      await page.addInitScript((values: Record<string, string>) => {
        // Only on the first load: later reloads must see what the console itself stored.
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', 'true');
        Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
      }, stored);
      await page.goto(path);
    });
  },
});
