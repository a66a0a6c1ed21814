import type { Field } from '../../core/fields';

type Translate = (key: string, options?: { _: string }) => string;

/** Formatters are costly to build (about 1 ms each): one per set of options, in the browser's locale. */
const numberFormat = new Intl.NumberFormat();
const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric' });
const utcDateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const asDate = (value: unknown) =>
  value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;

const formatDate = (value: unknown, format: Intl.DateTimeFormat) => {
  const date = asDate(value);
  if (!date) return '';
  return Number.isNaN(date.getTime()) ? String(date) : format.format(date);
};

/** What a secret shows instead of its value, in lists and on show pages. */
export const SECRET_MASK = '••••••••';

/** Whether a list cell of `field` is only text (see cellText), which needs no field component. */
export const drawnAsText = (field: Field) =>
  field.kind === 'text'
    ? field.secret === true || (field.format !== 'email' && field.format !== 'url')
    : ['number', 'date', 'dateTime', 'enum'].includes(field.kind);

/**
 * A list cell's value as text, the same text react-admin's fields show (TextField, NumberField,
 * DateField, SelectField with the browser's locale) and a secret's mask, for the kinds that are
 * only text; undefined for the others (links, chips, images), drawn by their own cells.
 */
export const cellText = (
  field: Field,
  value: unknown,
  choiceKey: (value: string) => string,
  translate: Translate,
): string | undefined => {
  if (!drawnAsText(field)) return undefined;
  const empty = value === null || value === undefined || value === '';
  switch (field.kind) {
    case 'text':
      if (field.secret) return SECRET_MASK;
      return empty ? '' : String(value);
    case 'number': {
      if (empty) return '';
      const number = typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value;
      return typeof number === 'number' ? numberFormat.format(number) : String(number);
    }
    case 'date':
      if (empty) return '';
      return formatDate(value, typeof value === 'string' && value.length <= 10 ? utcDateFormat : dateFormat);
    case 'dateTime':
      return empty ? '' : formatDate(value, dateTimeFormat);
    case 'enum': {
      if (empty || !field.values.includes(String(value))) return '';
      const key = choiceKey(String(value));
      return translate(key, { _: key });
    }
    default:
      return undefined;
  }
};
