import type { MessageSources } from '../i18n/i18nProvider';
import { completeLocales, type Locale } from '../i18n/locales';
import { mergeMessages } from '../i18n/mergeMessages';
import type { MessageTree } from '../i18n/types';

type CompleteLocale = (typeof completeLocales)[number];

const isComplete = (locale: Locale): locale is CompleteLocale =>
  (completeLocales as readonly string[]).includes(locale);

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

/** One language's catalogue (react-admin's texts, the shell, login, errors and the pages). */
export const loadCatalogue = async (locale: Locale): Promise<MessageTree> => (await catalogues[locale]()).default;

const resourceMessages: Record<CompleteLocale, () => Catalogue> = {
  es: () => import('../resources/resourceMessages/es'),
  en: () => import('../resources/resourceMessages/en'),
  pt: () => import('../resources/resourceMessages/pt'),
};

/**
 * The resources' texts in one language (names, fields, choices), a chunk per language: no screen
 * before sign-in shows them. Partial languages have none (Spanish stands in).
 */
export const loadResourceMessages = async (locale: Locale): Promise<MessageTree> =>
  isComplete(locale) ? (await resourceMessages[locale]()).default : {};

/** The console's sources: the catalogue first, the resources' texts when the signed-in shell needs them. */
export const consoleMessages: MessageSources = { first: loadCatalogue, later: loadResourceMessages };

/** Everything of one language at once (tests, which render screens straight away). */
export const loadMessages = async (locale: Locale): Promise<MessageTree> => {
  const [catalogue, resources] = await Promise.all([loadCatalogue(locale), loadResourceMessages(locale)]);
  return mergeMessages(catalogue, resources);
};
