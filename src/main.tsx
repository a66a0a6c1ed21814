import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { initialLocale } from '../i18n/locales';
import type { ErrorMapper } from '../dataProviders/httpClient';
import { App } from './App';
import { createConsoleServices } from './consoleServices';
import { preloadListAt } from './layout/listPreload';
import { loadMessages } from './messages';

const LOCALE_KEY = 'Language';

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

preloadListAt(window.location.pathname);
const [i18nProvider, fakes] = await Promise.all([
  createI18nProvider(initialLocale(localStorage.getItem(LOCALE_KEY), navigator.language), loadMessages),
  import.meta.env.VITE_DATA_PROVIDER === 'fakerest' ? fakeProviders() : Promise.resolve(undefined),
]);
const services = createConsoleServices({ env: import.meta.env, ...fakes });

const rememberedLocale = {
  ...i18nProvider,
  changeLocale: async (locale: string) => {
    await i18nProvider.changeLocale(locale);
    localStorage.setItem(LOCALE_KEY, i18nProvider.getLocale());
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
