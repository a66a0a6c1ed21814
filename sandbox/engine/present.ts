import { isSecret, type FieldMap } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys the services keep to themselves: the owning entity is implied by the request. */
const HIDDEN_KEYS = new Set(['entityId', 'entity_id']);

const strip = (fields: FieldMap, values: Values, topLevel: boolean): Values => {
  const shown: Values = {};
  Object.entries(values).forEach(([key, value]) => {
    if (topLevel && HIDDEN_KEYS.has(key)) return;
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field && isSecret(field)) return;
    if (field?.kind === 'group' && isObject(value)) {
      shown[key] = strip(field.fields, value, false);
    } else if (field?.kind === 'groupArray' && Array.isArray(value)) {
      shown[key] = value.map((item: unknown) => (isObject(item) ? strip(field.fields, item, false) : item));
    } else {
      shown[key] = value;
    }
  });
  return shown;
};

/**
 * A stored record as the services answer it: secret text fields (passwords, at any depth) stay
 * stored but are never sent, nor is the entity the record belongs to.
 */
export const present = <R extends { id: number }>(
  schema: Pick<ResourceSchema, 'fields'>,
  record: R,
): Values & { id: number } => ({
  ...strip(schema.fields, record, true),
  id: record.id,
});
