import type { I18nProvider } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, localeNames, locales, localesNeededFor, type Locale } from './locales';
import { isMessageKeyArg, resolveMessageKeyArgs } from './messageKeyArg';
import { createTranslator } from './translator';
import type { MessageTree } from './types';

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

const availableLocales = locales.map((locale) => ({ locale, name: localeNames[locale] }));

/**
 * react-admin's i18n provider over the console's own translator. Catalogues load on demand, one
 * chunk per language, and only the languages in use: the current one, plus Spanish (the fallback)
 * under a partial one.
 */
export const createI18nProvider = async (
  initialLocale: Locale,
  sources: LoadMessages | MessageSources,
): Promise<ConsoleI18nProvider> => {
  const { first, later } = typeof sources === 'function' ? { first: sources, later: undefined } : sources;
  const translator = createTranslator();
  const loaded = new Map<LoadMessages, Map<Locale, Promise<void>>>();
  let laterWanted = false;
  let locale = initialLocale;
  const load = (source: LoadMessages, wanted: Locale) => {
    const byLocale = loaded.get(source) ?? new Map<Locale, Promise<void>>();
    loaded.set(source, byLocale);
    const loading = byLocale.get(wanted) ?? source(wanted).then((tree) => translator.add(wanted, tree));
    byLocale.set(wanted, loading);
    return loading;
  };
  const ensureLoaded = async (wanted: Locale) => {
    const parts = laterWanted && later ? [first, later] : [first];
    await Promise.all(localesNeededFor(wanted).flatMap((l) => parts.map((source) => load(source, l))));
  };
  await ensureLoaded(locale);

  const translate = (key: string, options?: Record<string, unknown>): string =>
    translator.translate(
      locale,
      key,
      // A label among the values (a toast's or a field error's) is translated in today's language.
      options && Object.values(options).some(isMessageKeyArg) ? resolveMessageKeyArgs(options, translate) : options,
    );

  return {
    translate,
    changeLocale: async (next: string) => {
      const target = isLocale(next) ? next : DEFAULT_LOCALE;
      await ensureLoaded(target);
      locale = target;
    },
    getLocale: () => locale,
    getLocales: () => availableLocales,
    loadLater: async () => {
      laterWanted = true;
      await ensureLoaded(locale);
    },
  };
};
