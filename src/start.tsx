import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createI18nProvider, type ConsoleI18nProvider } from '../i18n/i18nProvider';
import type { Locale } from '../i18n/locales';
import type { ErrorMapper } from '../dataProviders/httpClient';
import { App } from './App';
import { loadNotifications } from './ConsoleUI';
import { createConsoleServices } from './consoleServices';
import { loadConsoleLayout } from './DeferredLayout';
import { preloadListAt } from './layout/listPreload';
import { consoleMessages } from './messages';
import { HomePage } from './pages/pageRoutes';
import type { RuntimeConfig } from './runtimeConfig';

/** fakerest mode: the fixtures world in memory, the personas' identity without a server. */
const fakeProviders = async () => {
  const [{ createFakeRestProvider }, { createMemoryIdentity }, { generateWorld }, { schemas }] = await Promise.all([
    import('../dataProviders/fakerest'),
    import('../dataProviders/memoryIdentity'),
    import('../fixtures/world'),
    import('../resources/schemaLookup'),
  ]);
  const world = generateWorld(schemas);
  return {
    dataProvider: (reader: Parameters<typeof createFakeRestProvider>[2], mapError: ErrorMapper) =>
      createFakeRestProvider(schemas, world, reader, mapError),
    identity: (mapError: ErrorMapper) => createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') }),
  };
};

/** What a signed-in user needs next: the layout, its messages, the home page and the toasts. */
const preloadSignedInShell = (i18nProvider: ConsoleI18nProvider) =>
  Promise.all([loadConsoleLayout(), i18nProvider.loadLater(), HomePage.preload(), loadNotifications()]).catch(
    () => undefined,
  );

/** Once the first screen is painted and the browser has a moment (the user is typing a password). */
const whenIdle = (task: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
};

export interface StartOptions {
  locale: Locale;
  /** Where the chosen language is remembered. */
  localeKey: string;
  config: Promise<RuntimeConfig>;
}

/** Builds the services and the i18n provider, then renders the console. */
export const startConsole = async ({ locale, localeKey, config }: StartOptions) => {
  preloadListAt(window.location.pathname);
  const [i18nProvider, runtimeConfig, fakes] = await Promise.all([
    createI18nProvider(locale, consoleMessages),
    config,
    import.meta.env.VITE_DATA_PROVIDER === 'fakerest' ? fakeProviders() : Promise.resolve(undefined),
  ]);
  const services = createConsoleServices({ config: runtimeConfig, ...fakes });
  const signedIn = services.session.token() !== null;
  if (signedIn) void preloadSignedInShell(i18nProvider);

  const rememberedLocale = {
    ...i18nProvider,
    changeLocale: async (next: string) => {
      await i18nProvider.changeLocale(next);
      localStorage.setItem(localeKey, i18nProvider.getLocale());
    },
  };

  // A data router, which react-admin needs to warn before unsaved changes are lost.
  const router = createBrowserRouter([
    { path: '*', element: <App services={services} i18nProvider={rememberedLocale} /> },
  ]);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  if (!signedIn) whenIdle(() => void preloadSignedInShell(i18nProvider));
};
