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

/** One language's catalogue plus the resources' texts, each in its own lazy chunk. */
export const loadMessages = async (locale: Locale): Promise<MessageTree> => {
  const [catalogue, resources] = await Promise.all([catalogues[locale](), import('../resources/resourceMessages')]);
  return isComplete(locale)
    ? mergeMessages(catalogue.default, resources.resourceMessagesFor(locale))
    : catalogue.default;
};
