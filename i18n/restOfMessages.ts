import type { I18nProvider } from 'ra-core';

/** The other screens' texts, which a view that is not a first screen waits for. */
export interface RestOfMessages {
  /** Loads them in the current language (and in those chosen from now on). */
  loadRest: () => Promise<void>;
  /** Whether the current language has them, so a view may render at once. */
  restLoaded: () => boolean;
}

/** The console's provider loads them on demand; another (a test's, with every text) has them all. */
export const restOfMessagesOf = (provider: I18nProvider): RestOfMessages =>
  'loadRest' in provider && 'restLoaded' in provider
    ? (provider as I18nProvider & RestOfMessages)
    : { loadRest: async () => undefined, restLoaded: () => true };
