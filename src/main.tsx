import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { initialLocale } from '../i18n/locales';
import { App } from './App';
import { createDataProvider } from './dataProvider';
import { loadMessages } from './messages';

const LOCALE_KEY = 'Language';

const [i18nProvider, dataProvider] = await Promise.all([
  createI18nProvider(initialLocale(localStorage.getItem(LOCALE_KEY), navigator.language), loadMessages),
  createDataProvider(import.meta.env),
]);

const rememberedLocale = {
  ...i18nProvider,
  changeLocale: async (locale: string) => {
    await i18nProvider.changeLocale(locale);
    localStorage.setItem(LOCALE_KEY, i18nProvider.getLocale());
  },
};

// A data router, which react-admin needs to warn before unsaved changes are lost.
const router = createBrowserRouter([
  { path: '*', element: <App dataProvider={dataProvider} i18nProvider={rememberedLocale} /> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
