import { DEFAULT_LOCALE, type Locale } from './locales';
import { messageLeaves } from './messageLeaves';
import type { MessageTree } from './types';

export type TranslateOptions = Record<string, unknown>;

/** `{{name}}` slots; a slot without a value stays as written, so a missing value shows. */
const SLOT = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const fill = (text: string, options: TranslateOptions | undefined, count: unknown) =>
  text.includes('{{')
    ? text.replace(SLOT, (slot, name: string) => {
        const value = name === 'count' ? count : options?.[name];
        if (value === undefined) return slot;
        return value === null ? '' : String(value);
      })
    : text;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const pluralCategory = (locale: Locale, count: number) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

/**
 * The keys a count may pick, most specific first: `_zero` for none, the language's plural form,
 * `_other` (Spanish and Portuguese have a `many` form for large round numbers that no catalogue
 * writes), then the key itself.
 */
const candidateKeys = (key: string, locale: Locale, count: unknown) => {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(locale, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
};

/**
 * Messages by language and dotted key, read the way react-admin asks: `_` is the default text,
 * `smart_count` (or `count`) picks the plural form, other options fill `{{name}}` slots. A key no
 * language holds answers its default text, else itself. Spanish stands in for what another
 * language lacks.
 */
export const createTranslator = () => {
  const bundles = new Map<Locale, Map<string, string>>();
  const messageIn = (locale: Locale, key: string, count: unknown) => {
    const bundle = bundles.get(locale);
    if (!bundle) return undefined;
    for (const candidate of candidateKeys(key, locale, count)) {
      const message = bundle.get(candidate);
      if (message !== undefined) return message;
    }
    return undefined;
  };
  return {
    add: (locale: Locale, tree: MessageTree) => {
      bundles.set(locale, messageLeaves(tree, '', bundles.get(locale)));
    },
    translate: (locale: Locale, key: string, options?: TranslateOptions): string => {
      const count = options && 'count' in options ? options.count : options?.smart_count;
      const message =
        messageIn(locale, key, count) ??
        (locale === DEFAULT_LOCALE ? undefined : messageIn(DEFAULT_LOCALE, key, count));
      if (message !== undefined) return fill(message, options, count);
      const defaultText = options?._;
      return defaultText === undefined ? key : fill(String(defaultText), options, count);
    },
  };
};
