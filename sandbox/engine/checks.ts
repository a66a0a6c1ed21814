import type { FieldMap } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { uniqueErrorBody } from '../../resources/core/wire';
import { refuse, ServiceError } from '../errors';
import type { RecordStore } from '../store/repository';
import { isColumnField } from '../store/tables';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields declared `unique` must not repeat inside the entity (or anywhere, for global data):
 * 400 with the field's code, e.g. TM-0008 for a terminal serial number.
 */
export const assertUnique = (
  store: RecordStore,
  schema: ResourceSchema,
  entityId: number,
  data: Values,
  exceptId?: number,
) => {
  Object.entries(schema.fields).forEach(([name, field]) => {
    const value = data[name];
    if (!field.unique || !isColumnField(field) || value === null || value === undefined || value === '') return;
    if (store.findOther(schema.name, entityId, name, value, exceptId) !== undefined) {
      throw new ServiceError(400, uniqueErrorBody(name, field.unique));
    }
  });
};

interface ReferenceValue {
  /** The declared field name (the console translates it from the Message). */
  field: string;
  target: string;
  value: unknown;
}

/** Every reference value of a record, at the top level and inside groups and group lists. */
const referenceValues = (fields: FieldMap, values: Values): ReferenceValue[] =>
  Object.entries(fields).flatMap(([name, field]): ReferenceValue[] => {
    const value = values[name];
    if (value === null || value === undefined) return [];
    switch (field.kind) {
      case 'reference':
        return [{ field: name, target: field.target, value }];
      case 'referenceArray':
        return Array.isArray(value)
          ? value.map((item: unknown) => ({ field: name, target: field.target, value: item }))
          : [];
      case 'group':
        return isObject(value) ? referenceValues(field.fields, value) : [];
      case 'groupArray':
        return Array.isArray(value)
          ? value.filter(isObject).flatMap((item) => referenceValues(field.fields, item))
          : [];
      default:
        return [];
    }
  });

/**
 * Each reference must name a record the entity can see (its own, or global data): else 409
 * GM-0008 with Message `<field>-<value>`. Another entity's records do not exist for it.
 */
export const assertReferences = (store: RecordStore, schema: ResourceSchema, entityId: number, data: Values) => {
  const seen = new Set<string>();
  referenceValues(schema.fields, data).forEach(({ field, target, value }) => {
    const key = `${target}:${String(value)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const id = Number(value);
    if (!Number.isInteger(id) || !store.get(target, id, entityId)) {
      throw refuse(409, 'GM-0008', { Message: `${field}-${String(value)}` });
    }
  });
};
