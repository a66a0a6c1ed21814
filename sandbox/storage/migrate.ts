import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { Db } from '../database';
import type { MigrationPlan } from './migrationPlan';
import { createResourceTable, isColumnField, tableOf } from './tables';

/**
 * Rebuilds a resource's table with the columns of its new fields (SQLite cannot add a stored
 * generated column): the records are copied as they are, ids included, and every column and
 * index is derived again from their JSON documents.
 */
const rebuildTable = (db: Db, schema: ResourceSchema) => {
  const table = tableOf(schema);
  const before = `${table}__before`;
  const indexes = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .all(table) as { name: string }[];
  indexes.forEach(({ name }) => db.exec(`DROP INDEX "${name}"`));
  db.exec(`ALTER TABLE ${table} RENAME TO ${before}`);
  createResourceTable(db, schema);
  db.exec(`INSERT INTO ${table} (id, entity_id, data) SELECT id, entity_id, data FROM ${before}`);
  db.exec(`DROP TABLE ${before}`);
};

/** Gives stored records the declared default of a field they did not have. */
const fillDefault = (db: Db, schema: ResourceSchema, name: string) => {
  const field = schema.fields[name];
  if (!('default' in field) || field.default === undefined) return;
  db.prepare(
    `UPDATE ${tableOf(schema)} SET data = json_set(data, '$.${name}', json(?)) WHERE json_type(data, '$.${name}') IS NULL`,
  ).run(JSON.stringify(field.default));
};

/**
 * Applies a plan that nothing blocks. New resources' tables (and new list fields' side tables,
 * indexes, search tables) are created by the record store as for a new database.
 */
export const applyMigration = (db: Db, plan: MigrationPlan, schemas: readonly ResourceSchema[]) => {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  db.transaction(() => {
    Object.entries(plan.widened).forEach(([name, fields]) => {
      const schema = byName.get(name)!;
      if (fields.some((field) => isColumnField(schema.fields[field]))) rebuildTable(db, schema);
      fields.forEach((field) => fillDefault(db, schema, field));
    });
  })();
};
