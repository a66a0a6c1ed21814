import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, localeNames, locales, localesNeededFor, type Locale } from './locales';
import { resolveMessageKeyArgs } from './messageKeyArg';
import { withManyForms } from './plurals';
import type { MessageTree } from './types';

/** A call whose message depends only on its key (and its default text). */
const isPlain = (options?: Record<string, unknown>) =>
  options === undefined || Object.keys(options).every((name) => name === '_');

export type LoadMessages = (locale: Locale) => Promise<MessageTree>;

/**
 * Where a language's messages come from: `first`, what the first screen needs, before anything
 * renders; `later`, the rest, only once `loadLater` is called (e.g. before the signed-in layout).
 */
export interface MessageSources {
  first: LoadMessages;
  later?: LoadMessages;
}

export type ConsoleI18nProvider = I18nProvider & {
  /** Loads the `later` messages of the current language (and of those chosen from now on). */
  loadLater: () => Promise<void>;
};

/**
 * An i18next-backed provider for react-admin. Catalogues load on demand, one chunk per language,
 * and only the languages in use: the current one, plus Spanish (the fallback) under a partial one.
 */
export const createI18nProvider = async (
  locale: Locale,
  sources: LoadMessages | MessageSources,
): Promise<ConsoleI18nProvider> => {
  const { first, later } = typeof sources === 'function' ? { first: sources, later: undefined } : sources;
  const instance = createInstance();
  /**
   * Messages asked without values (a label, a title: most of what a screen asks), kept until the
   * language or the catalogues change. i18next resolves each call afresh (fallbacks, plurals,
   * nesting), which came to about 40 ms of a cold /Terminal's first render.
   */
  const plainMessages = new Map<string, string>();
  const loaded = new Map<LoadMessages, Map<Locale, Promise<void>>>();
  let laterWanted = false;
  const load = (source: LoadMessages, wanted: Locale) => {
    const byLocale = loaded.get(source) ?? new Map<Locale, Promise<void>>();
    loaded.set(source, byLocale);
    const loading =
      byLocale.get(wanted) ??
      source(wanted).then((tree) => {
        instance.addResourceBundle(wanted, 'translation', withManyForms(tree), true, true);
        plainMessages.clear();
      });
    byLocale.set(wanted, loading);
    return loading;
  };
  const ensureLoaded = async (wanted: Locale) => {
    const parts = laterWanted && later ? [first, later] : [first];
    await Promise.all(localesNeededFor(wanted).flatMap((l) => parts.map((source) => load(source, l))));
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
    translate: (key: string, options?: Record<string, unknown>) => {
      // A label among the values (a toast's or a field error's) is translated in today's language.
      if (options && !isPlain(options))
        return provider.translate(key, resolveMessageKeyArgs(options, provider.translate));
      const cacheKey = `${key}\u0000${String(options?._ ?? '')}`;
      let message = plainMessages.get(cacheKey);
      if (message === undefined) {
        message = provider.translate(key, options);
        plainMessages.set(cacheKey, message);
      }
      return message;
    },
    changeLocale: async (next: string) => {
      const target = isLocale(next) ? next : DEFAULT_LOCALE;
      await ensureLoaded(target);
      await provider.changeLocale(target);
      plainMessages.clear();
    },
    loadLater: async () => {
      laterWanted = true;
      await ensureLoaded(isLocale(provider.getLocale()) ? (provider.getLocale() as Locale) : DEFAULT_LOCALE);
    },
  };
};
