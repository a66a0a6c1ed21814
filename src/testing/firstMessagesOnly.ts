import { createI18nProvider, type ConsoleI18nProvider } from '../../i18n/i18nProvider';
import type { Locale } from '../../i18n/locales';
import { loadCatalogue, loadMessages, loadSignedInMessages } from '../messages';

/**
 * An i18n provider with only the messages the signed-in layout waits for (the catalogue, the
 * resources' texts and the first screens' texts), which records every key it answers otherwise
 * than a provider with every text would: a text a first screen takes from the other screens'
 * chunk. That chunk never comes, so a view that waits for it stays on its placeholder.
 */
export const firstMessagesOnly = async (locale: Locale) => {
  const [everything, firstOnly] = await Promise.all([
    createI18nProvider(locale, loadMessages),
    createI18nProvider(locale, { first: loadCatalogue, later: loadSignedInMessages }),
  ]);
  await firstOnly.loadLater();
  const missing = new Set<string>();
  const i18nProvider: ConsoleI18nProvider = {
    ...firstOnly,
    translate: (key, options) => {
      const text = firstOnly.translate(key, options);
      if (text !== everything.translate(key, options)) missing.add(key);
      return text;
    },
    loadRest: () => new Promise<void>(() => undefined),
    restLoaded: () => false,
  };
  return { i18nProvider, missing: () => [...missing].sort() };
};
