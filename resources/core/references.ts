import type { FieldMap } from './fields';
import type { ServiceErrorBody } from './wire';

type Values = Record<string, unknown>;

export interface ReferenceValue {
  /** The declared field name (the console translates it from the Message). */
  field: string;
  /** The registry name of the resource it points at. */
  target: string;
  value: unknown;
}

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every reference value of a record, at the top level and inside groups and group lists, in
 * field order and each target and value once: what both back ends check exists.
 */
export const referenceValues = (fields: FieldMap, values: Values): ReferenceValue[] => {
  const walk = (declared: FieldMap, record: Values): ReferenceValue[] =>
    Object.entries(declared).flatMap(([name, field]): ReferenceValue[] => {
      const value = record[name];
      if (value === null || value === undefined) return [];
      switch (field.kind) {
        case 'reference':
          return [{ field: name, target: field.target, value }];
        case 'referenceArray':
          return Array.isArray(value)
            ? value.map((item: unknown) => ({ field: name, target: field.target, value: item }))
            : [];
        case 'group':
          return isObject(value) ? walk(field.fields, value) : [];
        case 'groupArray':
          return Array.isArray(value) ? value.filter(isObject).flatMap((item) => walk(field.fields, item)) : [];
        default:
          return [];
      }
    });
  const seen = new Set<string>();
  return walk(fields, values).filter(({ target, value }) => {
    const key = `${target}:${String(value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A reference naming no record the entity can see: 409 GM-0008, Message `<field>-<value>`. */
export const unknownReferenceBody = ({ field, value }: ReferenceValue): ServiceErrorBody => ({
  Code: 'GM-0008',
  Message: `${field}-${String(value)}`,
});
