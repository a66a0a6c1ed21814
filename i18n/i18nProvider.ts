import type { I18nProvider } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, localeNames, locales, localesNeededFor, type Locale } from './locales';
import { isMessageKeyArg, resolveMessageKeyArgs } from './messageKeyArg';
import type { RestOfMessages } from './restOfMessages';
import { createTranslator } from './translator';
import type { MessageTree } from './types';

export type LoadMessages = (locale: Locale) => Promise<MessageTree>;

/**
 * Where a language's messages come from: `first`, what the first screen needs, before anything
 * renders; `later`, what the signed-in first screens add, once `loadLater` is called (before the
 * signed-in layout); `rest`, what every other screen shows, once `loadRest` is called.
 */
export interface MessageSources {
  first: LoadMessages;
  later?: LoadMessages;
  rest?: LoadMessages;
}

export type ConsoleI18nProvider = I18nProvider &
  RestOfMessages & {
    /** Loads the `later` messages of the current language (and of those chosen from now on). */
    loadLater: () => Promise<void>;
  };

const availableLocales = locales.map((locale) => ({ locale, name: localeNames[locale] }));

/**
 * react-admin's i18n provider over the console's own translator. Catalogues load on demand, one
 * chunk per language, and only the languages in use: the current one, plus Spanish (the fallback)
 * under a partial one. A language change waits for every part wanted so far in the new language,
 * so no screen shows a key in place of its text.
 */
export const createI18nProvider = async (
  initialLocale: Locale,
  sources: LoadMessages | MessageSources,
): Promise<ConsoleI18nProvider> => {
  const { first, later, rest }: MessageSources = typeof sources === 'function' ? { first: sources } : sources;
  const parts = [first, later, rest];
  const translator = createTranslator();
  const loading = new Map<LoadMessages, Map<Locale, Promise<void>>>();
  const loaded = new Map<LoadMessages, Set<Locale>>();
  // How many of `parts` are wanted: the first alone until the layout or another screen asks.
  let partsWanted = 1;
  let locale = initialLocale;
  const load = (source: LoadMessages, wanted: Locale) => {
    const byLocale = loading.get(source) ?? new Map<Locale, Promise<void>>();
    loading.set(source, byLocale);
    const inFlight =
      byLocale.get(wanted) ??
      source(wanted).then(
        (tree) => {
          translator.add(wanted, tree);
          loaded.set(source, (loaded.get(source) ?? new Set()).add(wanted));
        },
        (error: unknown) => {
          // A chunk that did not arrive is asked again next time (a view's retry).
          byLocale.delete(wanted);
          throw error;
        },
      );
    byLocale.set(wanted, inFlight);
    return inFlight;
  };
  const ensureLoaded = async (wanted: Locale) => {
    const sourcesWanted = parts.slice(0, partsWanted).filter((source) => source !== undefined);
    await Promise.all(localesNeededFor(wanted).flatMap((l) => sourcesWanted.map((source) => load(source, l))));
  };
  const want = async (count: number) => {
    partsWanted = Math.max(partsWanted, count);
    await ensureLoaded(locale);
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
    loadLater: () => want(2),
    loadRest: () => want(3),
    restLoaded: () =>
      parts.every(
        (source) => source === undefined || localesNeededFor(locale).every((l) => loaded.get(source)?.has(l)),
      ),
  };
};
