/**
 * The few of inflection's word helpers react-admin calls (vite.config.ts puts this in inflection's
 * place): its default labels for a resource or a field with no message, and its confirmations'
 * resource names. Every label of the console has a message, so only those defaults use these; the
 * rules are English's regular ones, as inflection's give for the console's own resource and field
 * names (inflectionLite.test.ts), without its tables of irregular words (a tenth of a list's code).
 */
const UNCOUNTABLE = new Set(['equipment', 'information', 'rice', 'money', 'species', 'series', 'fish', 'sheep']);

const lastWordOf = (word: string) => word.slice(Math.max(word.lastIndexOf(' '), word.lastIndexOf('_')) + 1);
const isUncountable = (word: string) => UNCOUNTABLE.has(lastWordOf(word).toLowerCase());

export const capitalize = (word: string) => {
  const lower = word.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
};

export const humanize = (word: string, lowFirstLetter = false) => {
  const text = word.toLowerCase().replace(/(_ids|_id)$/g, '').replace(/_/g, ' ');
  return lowFirstLetter ? text : capitalize(text);
};

export const underscore = (word: string) =>
  word
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();

export const pluralize = (word: string, plural?: string) => {
  if (plural) return plural;
  if (isUncountable(word)) return word;
  if (/(alias|status)$/i.test(word)) return `${word}es`;
  if (/(matr|vert|ind)(ix|ex)$/i.test(word)) return `${word.slice(0, -2)}ices`;
  if (/([ti])um$/i.test(word)) return `${word.slice(0, -2)}a`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(x|ch|ss|sh)$/i.test(word)) return `${word}es`;
  // Already plural.
  if (/s$/i.test(word) || /([ti])a$/i.test(word)) return word;
  return `${word}s`;
};

export const singularize = (word: string, singular?: string) => {
  if (singular) return singular;
  if (isUncountable(word)) return word;
  if (/(alias|status)(es)?$/i.test(word)) return word.replace(/es$/i, '');
  if (/(vert|ind)ices$/i.test(word)) return `${word.slice(0, -4)}ex`;
  if (/matrices$/i.test(word)) return `${word.slice(0, -4)}ix`;
  if (/([ti])a$/i.test(word)) return `${word.slice(0, -1)}um`;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(x|ch|ss|sh)es$/i.test(word)) return word.slice(0, -2);
  // Already singular.
  if (/(us|ss|is)$/i.test(word)) return word;
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
};

export const inflect = (word: string, count: number, singular?: string, plural?: string) => {
  if (Number.isNaN(count)) return word;
  return count === 1 ? singularize(word, singular) : pluralize(word, plural);
};

const transforms: Record<string, (word: string) => string> = { capitalize, humanize, underscore, pluralize, singularize };

export const transform = (word: string, methods: string[]) =>
  methods.reduce((text, method) => transforms[method]?.(text) ?? text, word);
