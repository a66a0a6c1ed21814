import { dependentsBody, type Dependent } from '../../resources/core/dependents';
import type { Field } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import type { RecordStore } from '../storage/repository';
import { tableOf } from '../storage/tables';

const jsonPath = (name: string) => `$."${name}"`;

/**
 * SQL counting the records whose group (or group list) items point at an id. The store's
 * `referencesTo` sees top-level fields only; a bundle's apps live inside a group list.
 */
const nestedCountSql = (schema: ResourceSchema, group: string, groupField: Field, name: string, field: Field) => {
  const table = tableOf(schema);
  const items =
    groupField.kind === 'groupArray'
      ? { from: `, json_each(t.data, '${jsonPath(group)}') AS item`, value: 'item.value', path: jsonPath(name) }
      : { from: '', value: 't.data', path: `${jsonPath(group)}.${jsonPath(name).slice(2)}` };
  return field.kind === 'reference'
    ? `SELECT count(DISTINCT t.id) AS count FROM ${table} AS t${items.from} WHERE json_extract(${items.value}, '${items.path}') = ?`
    : `SELECT count(DISTINCT t.id) AS count FROM ${table} AS t${items.from}, json_each(${items.value}, '${items.path}') AS ref WHERE ref.value = ?`;
};

const nestedReferencesTo = (db: Db, schemas: readonly ResourceSchema[], name: string, id: number): Dependent[] =>
  schemas.flatMap((schema) =>
    Object.entries(schema.fields).flatMap(([group, groupField]) => {
      if (groupField.kind !== 'group' && groupField.kind !== 'groupArray') return [];
      return Object.entries(groupField.fields).flatMap(([fieldName, field]): Dependent[] => {
        if ((field.kind !== 'reference' && field.kind !== 'referenceArray') || field.target !== name) return [];
        const { count } = db.prepare(nestedCountSql(schema, group, groupField, fieldName, field)).get(id) as {
          count: number;
        };
        return count > 0 ? [{ resource: schema.name, field: `${group}.${fieldName}`, kind: field.kind, count }] : [];
      });
    }),
  );

/** A record other records point at stays (resources/core/dependents.ts): 409 GM-0006 or GM-0007. */
export const assertNoDependents = (store: RecordStore, db: Db, schema: ResourceSchema, id: number) => {
  const refusal = dependentsBody([
    ...store.referencesTo(schema.name, id),
    ...nestedReferencesTo(db, store.allSchemas(), schema.name, id),
  ]);
  if (refusal) throw new ServiceError(409, refusal);
};
