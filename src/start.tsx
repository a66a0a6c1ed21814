import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { notifyManager } from '@tanstack/react-query';
import { localStorageStore } from 'ra-core';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { Locale } from '../i18n/locales';
import type { ErrorMapper, StepUpAsker } from '../dataProviders/httpClient';
import { App, queryClientFor } from './App';
import { createConsoleServices } from './consoleServices';
import { prefetchListDataAt, preloadListAt } from './layout/listPreload';
import { opensFirstScreen } from './layout/opensFirstScreen';
import { consoleMessages } from './messages';
import { prefetchPageDataAt, preloadPageAt } from './layout/pagePreload';
import type { RuntimeConfig } from './runtimeConfig';
import { prefetchListPage } from '../resources/views/reactAdminParts/queryClient';
import { coalescingScheduler } from '../resources/views/reactAdminParts/queryNotifications';
import { collapseSidebarWhenNarrow } from '../resources/views/reactAdminParts/sidebarWidths';
import { preloadSignedInShell } from './shellPreload';
import { nextTask } from '../resources/core/nextTask';
import { styleCache } from './styleCache';
import { takeAsInserted } from './firstScreenStyles';

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
    dataProvider: (reader: Parameters<typeof createFakeRestProvider>[2], mapError: ErrorMapper, ask: StepUpAsker) =>
      createFakeRestProvider(schemas, world, reader, mapError, ask),
    identity: (mapError: ErrorMapper) => createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') }),
  };
};

/** Where a signed-in start shows the home page (the root takes a signed-in user there). */
const HOME_URLS = ['/', '/dashboard'];
/** The page a signed-in start's URL shows: the root's is the home page's. */
const pagePathOf = (pathname: string) => (HOME_URLS.includes(pathname) ? '/dashboard' : pathname);

export interface StartOptions {
  locale: Locale;
  /** Where the chosen language is remembered. */
  localeKey: string;
  config: Promise<RuntimeConfig>;
  /** The first screens' styles compiled at build time, put in the page meanwhile (src/firstScreenStyles.ts). */
  firstScreenStyles?: Promise<HTMLStyleElement[]>;
}

/** Builds the services and the i18n provider, then renders the console. */
export const startConsole = async ({ locale, localeKey, config, firstScreenStyles }: StartOptions) => {
  // The application's modules were evaluated in this task: the start is a task of its own, and so
  // is what follows the first data's request, so that none blocks input for long (they were
  // one over 300 ms at Lighthouse's 4x CPU slowdown).
  await nextTask();
  preloadListAt(window.location.pathname);
  preloadPageAt(window.location.pathname);
  const i18nLoading = createI18nProvider(locale, consoleMessages);
  // Awaited below, where a failure surfaces; not reported as unhandled meanwhile.
  i18nLoading.catch(() => undefined);
  // The services need the configuration only: a list's first page is asked for before the
  // language's messages are in.
  const [runtimeConfig, fakes] = await Promise.all([
    config,
    import.meta.env.VITE_DATA_PROVIDER === 'fakerest' ? fakeProviders() : Promise.resolve(undefined),
  ]);
  const services = createConsoleServices({ config: runtimeConfig, ...fakes });
  const store = localStorageStore(undefined, 'console');
  collapseSidebarWhenNarrow(store, (query) => window.matchMedia(query));
  const queryClient = queryClientFor(services);
  // Signed in, the layout and the home page are wanted at once, and on a list or page URL its first data,
  // straight into the query cache; else the login page asks for them.
  if (services.session.token() !== null) {
    prefetchListDataAt(window.location, {
      authProvider: services.authProvider,
      store,
      prefetchList: (resource, params) => prefetchListPage(queryClient, services.dataProvider, resource, params),
    });
    void prefetchPageDataAt(pagePathOf(window.location.pathname), {
      queryClient,
      dataProvider: services.dataProvider,
      entityId: services.session.entityId(),
      canAccess: services.authProvider.canAccessNow,
    });
  }
  await nextTask();
  const i18nProvider = await i18nLoading;
  if (services.session.token() !== null) {
    void preloadSignedInShell(i18nProvider, { home: HOME_URLS.includes(window.location.pathname) });
    // Any other screen waits for the other screens' texts: asked for now, beside its chunk.
    if (!opensFirstScreen(window.location.pathname)) void i18nProvider.loadRest().catch(() => undefined);
  }

  const rememberedLocale = {
    ...i18nProvider,
    changeLocale: async (next: string) => {
      await i18nProvider.changeLocale(next);
      localStorage.setItem(localeKey, i18nProvider.getLocale());
    },
  };

  // A data router, which react-admin needs to warn before unsaved changes are lost.
  const router = createBrowserRouter([
    {
      path: '*',
      element: <App services={services} i18nProvider={rememberedLocale} store={store} queryClient={queryClient} />,
    },
  ]);

  takeAsInserted(styleCache, (await firstScreenStyles) ?? []);
  notifyManager.setScheduler(coalescingScheduler());
  // As a transition, React renders the first screen in short slices, between which the browser
  // stays responsive, rather than in one long task.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <CacheProvider value={styleCache}>
          <RouterProvider router={router} />
        </CacheProvider>
      </StrictMode>,
    ),
  );
};
