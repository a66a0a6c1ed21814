import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { referenceValues, unknownReferenceBody } from '../../resources/core/references';
import { uniqueErrorBody } from '../../resources/core/wire';
import { ServiceError } from '../errors';
import type { RecordStore } from '../storage/repository';
import { isColumnField } from '../storage/tables';

type Values = Record<string, unknown>;

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

/**
 * Each reference must name a record the entity can see (its own, or global data): else 409
 * GM-0008 with Message `<field>-<value>`. Another entity's records do not exist for it.
 */
export const assertReferences = (store: RecordStore, schema: ResourceSchema, entityId: number, data: Values) => {
  referenceValues(schema.fields, data).forEach((reference) => {
    const id = Number(reference.value);
    if (!Number.isInteger(id) || !store.get(reference.target, id, entityId)) {
      throw new ServiceError(409, unknownReferenceBody(reference));
    }
  });
};
