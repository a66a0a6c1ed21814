import type { Field } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { Db } from '../database';

/** Fields kept as indexed columns beside the JSON document (scalars) or in side tables (lists). */
export const isListField = (field: Field) =>
  field.kind === 'referenceArray' || field.kind === 'enumArray' || field.kind === 'stringArray';

export const isColumnField = (field: Field) =>
  field.kind !== 'group' && field.kind !== 'groupArray' && !isListField(field);

export const tableOf = (schema: Pick<ResourceSchema, 'name'>) => `r_${schema.name}`;
/** The column of a field, unquoted (FTS column filters name it bare) and quoted (SQL). */
export const bareColumnOf = (field: string) => `f_${field}`;
export const columnOf = (field: string) => `"${bareColumnOf(field)}"`;
export const sideTableOf = (schema: Pick<ResourceSchema, 'name'>, field: string) => `r_${schema.name}__${field}`;

const sqlType = (field: Field) => {
  switch (field.kind) {
    case 'number':
      return field.integer ? 'INTEGER' : 'REAL';
    case 'boolean':
    case 'reference':
      return 'INTEGER';
    default:
      return 'TEXT';
  }
};

/** Scalar fields a list can filter or sort on, or that are looked up, have an index. */
const isIndexed = (field: Field) =>
  isColumnField(field) && Boolean(field.filter || field.sort || field.unique || 'target' in field);

/**
 * The index whose order a list sorted on `field` follows (`id` and no field: the entity's own
 * index); undefined when the field has none.
 */
export const indexNameOf = (schema: Pick<ResourceSchema, 'name' | 'fields'>, field?: string) => {
  if (field === undefined || field === 'id') return `${tableOf(schema)}__entity`;
  const declared = Object.hasOwn(schema.fields, field) ? schema.fields[field] : undefined;
  return declared && isIndexed(declared) ? `${tableOf(schema)}__${field}` : undefined;
};

/** Case-insensitive text order and equality, as users expect from a list. */
const collation = (field: Field) => (sqlType(field) === 'TEXT' ? ' COLLATE NOCASE' : '');

/**
 * Creates the table of a resource: `id`, `entity_id` (per-entity data), the JSON document and a
 * stored column per scalar field; indexes lead with the entity so every list stays O(page).
 */
export const createResourceTable = (db: Db, schema: ResourceSchema) => {
  const table = tableOf(schema);
  const fields = Object.entries(schema.fields);
  const columns = fields
    .filter(([, field]) => isColumnField(field))
    .map(
      ([name, field]) =>
        `${columnOf(name)} ${sqlType(field)}${collation(field)} GENERATED ALWAYS AS (json_extract(data, '$.${name}')) STORED`,
    );
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER,
    data TEXT NOT NULL${columns.map((column) => `,\n    ${column}`).join('')}
  )`);
  db.exec(`CREATE INDEX IF NOT EXISTS ${indexNameOf(schema)} ON ${table} (entity_id, id)`);
  fields
    .filter(([, field]) => isIndexed(field))
    .forEach(([name]) =>
      db.exec(`CREATE INDEX IF NOT EXISTS ${indexNameOf(schema, name)} ON ${table} (entity_id, ${columnOf(name)}, id)`),
    );
  fields
    .filter(([, field]) => isListField(field))
    .forEach(([name]) => {
      const side = sideTableOf(schema, name);
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${side} (record_id INTEGER NOT NULL, value NOT NULL, PRIMARY KEY (value, record_id)) WITHOUT ROWID`,
      );
      db.exec(`CREATE INDEX IF NOT EXISTS ${side}__record ON ${side} (record_id)`);
    });
};
