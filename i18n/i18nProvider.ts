import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, localeNames, locales, type Locale } from './locales';
import { withManyForms } from './plurals';
import type { MessageTree } from './types';

export type LoadMessages = (locale: Locale) => Promise<MessageTree>;

/**
 * An i18next-backed provider for react-admin. Catalogues load on demand (one chunk per
 * language); es is always loaded because it is the fallback of every other language.
 */
export const createI18nProvider = async (locale: Locale, loadMessages: LoadMessages): Promise<I18nProvider> => {
  const instance = createInstance();
  const loaded = new Set<Locale>();
  const ensureLoaded = async (wanted: Locale) => {
    const missing = [...new Set([DEFAULT_LOCALE, wanted])].filter((l) => !loaded.has(l));
    const trees = await Promise.all(missing.map(loadMessages));
    missing.forEach((l, i) => {
      instance.addResourceBundle(l, 'translation', withManyForms(trees[i]), true, true);
      loaded.add(l);
    });
  };

  const provider = await getI18nProvider(
    instance,
    {
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...locales],
      interpolation: { escapeValue: false },
      resources: {},
      partialBundledLanguages: true,
      returnNull: false,
    },
    locales.map((l) => ({ locale: l, name: localeNames[l] })),
  );
  await ensureLoaded(locale);
  await provider.changeLocale(locale);

  return {
    ...provider,
    changeLocale: async (next: string) => {
      const target = isLocale(next) ? next : DEFAULT_LOCALE;
      await ensureLoaded(target);
      await provider.changeLocale(target);
    },
  };
};
