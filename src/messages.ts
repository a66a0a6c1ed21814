import { completeLocales, type Locale } from '../i18n/locales';
import { mergeMessages } from '../i18n/plurals';
import type { MessageTree } from '../i18n/types';

const isComplete = (locale: Locale): locale is (typeof completeLocales)[number] =>
  (completeLocales as readonly string[]).includes(locale);

/** One language's catalogue plus the resources' texts, each in its own lazy chunk. */
export const loadMessages = async (locale: Locale): Promise<MessageTree> => {
  const [catalogue, resources] = await Promise.all([
    import(`../i18n/catalogues/${locale}.ts`) as Promise<{ default: MessageTree }>,
    import('../resources/resourceMessages'),
  ]);
  return isComplete(locale)
    ? mergeMessages(catalogue.default, resources.resourceMessagesFor(locale))
    : catalogue.default;
};
