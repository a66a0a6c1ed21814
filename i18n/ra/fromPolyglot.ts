import type { MessageTree } from '../types';

const POLYGLOT_SLOT = /%\{([\w-]*)\}/g;
const POLYGLOT_FORMS = ' |||| ';

const slotsOf = (text: string) => text.replace(POLYGLOT_SLOT, (_, name: string) => `{{${name}}}`);

/**
 * react-admin's language packs in the console's message format: `%{name}` slots become
 * `{{name}}`, and a text with two plural forms (`one |||| other`) becomes `key_one` and `key_other`.
 */
export const fromPolyglot = (tree: object): MessageTree => {
  const converted: MessageTree = {};
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    if (typeof value === 'object' && value !== null) converted[key] = fromPolyglot(value);
    else if (typeof value !== 'string') continue;
    else if (value.includes(POLYGLOT_FORMS)) {
      const [one, other] = value.split(POLYGLOT_FORMS);
      converted[`${key}_one`] = slotsOf(one);
      converted[`${key}_other`] = slotsOf(other);
    } else converted[key] = slotsOf(value);
  }
  return converted;
};
