import type { MessageSources } from '../i18n/i18nProvider';
import { completeLocales, type Locale } from '../i18n/locales';
import { mergeMessages } from '../i18n/plurals';
import type { MessageTree } from '../i18n/types';

const isComplete = (locale: Locale): locale is (typeof completeLocales)[number] =>
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

/**
 * The resources' texts in one language (names, fields, choices), a chunk of their own: no screen
 * before sign-in shows them. Partial languages have none (Spanish stands in).
 */
export const loadResourceMessages = async (locale: Locale): Promise<MessageTree> =>
  isComplete(locale) ? (await import('../resources/resourceMessages')).resourceMessagesFor(locale) : {};

/** The console's sources: the catalogue first, the resources' texts when the signed-in shell needs them. */
export const consoleMessages: MessageSources = { first: loadCatalogue, later: loadResourceMessages };

/** Everything of one language at once (tests, which render screens straight away). */
export const loadMessages = async (locale: Locale): Promise<MessageTree> => {
  const [catalogue, resources] = await Promise.all([loadCatalogue(locale), loadResourceMessages(locale)]);
  return mergeMessages(catalogue, resources);
};
