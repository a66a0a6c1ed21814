import type { MessageSources } from '../i18n/i18nProvider';
import { isCompleteLocale, type CompleteLocale, type Locale } from '../i18n/locales';
import { mergeMessages } from '../i18n/mergeMessages';
import type { MessageTree } from '../i18n/types';

type Catalogue = Promise<{ default: MessageTree }>;

/** Named one by one: a template import would also bundle the folder's test file as a chunk. */
const catalogues: Record<Locale, () => Catalogue> = {
  es: () => import('../i18n/catalogues/es'),
  en: () => import('../i18n/catalogues/en'),
  pt: () => import('../i18n/catalogues/pt'),
  ca: () => import('../i18n/catalogues/ca'),
  eu: () => import('../i18n/catalogues/eu'),
  gl: () => import('../i18n/catalogues/gl'),
};

/** One language's catalogue (react-admin's texts, the shell, login and errors). */
export const loadCatalogue = async (locale: Locale): Promise<MessageTree> => (await catalogues[locale]()).default;

const resourceMessages: Record<CompleteLocale, () => Catalogue> = {
  es: () => import('../resources/resourceMessages/es'),
  en: () => import('../resources/resourceMessages/en'),
  pt: () => import('../resources/resourceMessages/pt'),
};

const firstScreenTexts: Record<CompleteLocale, () => Catalogue> = {
  es: () => import('../i18n/screenTexts/es'),
  en: () => import('../i18n/screenTexts/en'),
  pt: () => import('../i18n/screenTexts/pt'),
};

const otherScreenTexts: Record<CompleteLocale, () => Catalogue> = {
  es: () => import('../i18n/screenTexts/otherScreens/es'),
  en: () => import('../i18n/screenTexts/otherScreens/en'),
  pt: () => import('../i18n/screenTexts/otherScreens/pt'),
};

/**
 * What only signed-in screens show, in one language, that the first ones need: the resources'
 * texts (names, fields, choices) and the first screens' texts, a chunk each per language. Partial
 * languages have none (Spanish stands in).
 */
export const loadSignedInMessages = async (locale: Locale): Promise<MessageTree> =>
  isCompleteLocale(locale)
    ? mergeMessages(
        ...(await Promise.all([resourceMessages[locale](), firstScreenTexts[locale]()])).map((m) => m.default),
      )
    : {};

/** Every other screen's texts in one language: one chunk, fetched once the first screen is up. */
export const loadOtherScreenTexts = async (locale: Locale): Promise<MessageTree> =>
  isCompleteLocale(locale) ? (await otherScreenTexts[locale]()).default : {};

/**
 * The console's sources: the catalogue first, the signed-in first screens' texts when the layout
 * needs them, the other screens' when the browser is idle or a view asks.
 */
export const consoleMessages: MessageSources = {
  first: loadCatalogue,
  later: loadSignedInMessages,
  rest: loadOtherScreenTexts,
};

/** Everything of one language at once (tests, which render screens straight away). */
export const loadMessages = async (locale: Locale): Promise<MessageTree> =>
  mergeMessages(
    ...(await Promise.all([loadCatalogue(locale), loadSignedInMessages(locale), loadOtherScreenTexts(locale)])),
  );
