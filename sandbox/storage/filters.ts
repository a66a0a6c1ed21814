import { isSecret, type Field } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { refuse } from '../errors';
import { indexedContains } from './search';
import { columnOf, indexNameOf, isColumnField, isListField, sideTableOf } from './tables';

export type SqlValue = string | number | null;

export interface SqlCondition {
  sql: string;
  params: SqlValue[];
  /** An index answers it on its own (no table row is read): lists may intersect such conditions. */
  indexed?: boolean;
}

/** A filter the generic language cannot say (a terminal being online): the resource supplies its SQL. */
export type CustomFilter = (value: unknown) => SqlCondition;

const OPERATORS = ['_inc_any', '_gte', '_lte', '_q'] as const;
type Operator = (typeof OPERATORS)[number] | '';

const split = (key: string): [string, Operator] => {
  const operator = OPERATORS.find((suffix) => key.endsWith(suffix));
  return operator ? [key.slice(0, -operator.length), operator] : [key, ''];
};

const sqlValue = (value: unknown): SqlValue => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
  return value === null || value === undefined ? null : JSON.stringify(value);
};

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A date-only upper bound of a date-time field covers the whole day. */
const upperBound = (field: Field, value: unknown) =>
  field.kind === 'dateTime' && typeof value === 'string' && value.length === 10 ? `${value}T23:59:59.999Z` : value;

const membership = (schema: ResourceSchema, name: string, values: unknown[]): SqlCondition => ({
  sql: `id IN (SELECT record_id FROM ${sideTableOf(schema, name)} WHERE value IN (${values.map(() => '?').join(', ')}))`,
  params: values.map(sqlValue),
  indexed: true,
});

const scalarCondition = (
  schema: ResourceSchema,
  name: string,
  field: Field,
  operator: Operator,
  value: unknown,
): SqlCondition => {
  const condition = comparison(schema, name, field, operator, value);
  // Comparisons read the field's index; 'contains' without the trigram index reads every row.
  return operator === '_q' || indexNameOf(schema, name) === undefined ? condition : { ...condition, indexed: true };
};

const comparison = (
  schema: ResourceSchema,
  name: string,
  field: Field,
  operator: Operator,
  value: unknown,
): SqlCondition => {
  const column = columnOf(name);
  switch (operator) {
    case '_q':
      return (
        indexedContains(schema, [name], String(value)) ?? {
          sql: `${column} LIKE ? ESCAPE '\\'`,
          params: [escapeLike(String(value))],
        }
      );
    case '_gte':
      return { sql: `${column} >= ?`, params: [sqlValue(value)] };
    case '_lte':
      return { sql: `${column} <= ?`, params: [sqlValue(upperBound(field, value))] };
    default:
      if (value === null) return { sql: `${column} IS NULL`, params: [] };
      if (Array.isArray(value)) {
        if (value.length === 0) return { sql: '0', params: [] };
        return { sql: `${column} IN (${value.map(() => '?').join(', ')})`, params: value.map(sqlValue) };
      }
      return { sql: `${column} = ?`, params: [sqlValue(value)] };
  }
};

const searchCondition = (schema: ResourceSchema, text: string): SqlCondition => {
  const searchable = Object.entries(schema.fields).filter(
    ([, field]) => field.search && isColumnField(field) && !isSecret(field),
  );
  if (searchable.length === 0 || text.trim() === '') return { sql: '1', params: [] };
  const indexed = indexedContains(
    schema,
    searchable.map(([name]) => name),
    text.trim(),
  );
  if (indexed) return indexed;
  return {
    sql: `(${searchable.map(([name]) => `${columnOf(name)} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: searchable.map(() => escapeLike(text.trim())),
  };
};

/**
 * Translates the wire filter (ARCHITECTURE.md section 4; the fakerest dialect) into SQL:
 * `q`, `field`, `field_q`, `field_gte`, `field_lte`, `field_inc_any`, and `id` lists.
 */
export const filterConditions = (
  schema: ResourceSchema,
  filter: Record<string, unknown>,
  custom: Record<string, CustomFilter> = {},
): SqlCondition[] =>
  Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => {
      if (key === 'q') return searchCondition(schema, String(value));
      if (custom[key]) return custom[key](value);
      if (key === 'id') {
        const ids = asList(value).map(Number).filter(Number.isFinite);
        return ids.length
          ? { sql: `id IN (${ids.map(() => '?').join(', ')})`, params: ids, indexed: true }
          : { sql: '0', params: [] };
      }
      const [name, operator] = split(key);
      const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
      // A secret is refused exactly as a field that does not exist.
      if (!field || isSecret(field)) throw refuse(400, 'GM-0005', { Message: key });
      if (isListField(field)) return membership(schema, name, asList(value));
      if (!isColumnField(field)) throw refuse(400, 'GM-0005', { Message: key });
      return scalarCondition(schema, name, field, operator, value);
    });
