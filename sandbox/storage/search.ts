import { isSecret } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { Db } from '../database';
import { bareColumnOf, columnOf, tableOf } from './tables';

/**
 * A trigram full-text index (FTS5, contentless, deletable by rowid) over a resource's searchable
 * text columns: 'contains' filters (`q`, `field_q`) read it instead of every row of the entity.
 * The store keeps it in step on each write, with the values it writes (triggers reading the
 * generated columns back made bulk seeding several times slower).
 */

export const searchTableOf = (schema: Pick<ResourceSchema, 'name'>) => `r_${schema.name}__search`;

/** Text fields in the index: what `q` searches and what `field_q` filters. */
export const searchFieldsOf = (schema: Pick<ResourceSchema, 'fields'>) =>
  Object.entries(schema.fields)
    .filter(([, field]) => field.kind === 'text' && !isSecret(field) && (field.search || field.filter))
    .map(([name]) => name);

const SEARCH_OPTIONS = "content='', contentless_delete=1, tokenize='trigram'";

/** The trigram index answers 'contains' for three characters or more. */
const MIN_INDEXED_TEXT = 3;

/** The text a generated column holds for a stored value (json_extract of a string is the string). */
const textOf = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** Creates the index, or recreates it when the searchable fields changed, and fills it from the table. */
export const createSearchTable = (db: Db, schema: ResourceSchema) => {
  const fields = searchFieldsOf(schema);
  const search = searchTableOf(schema);
  const current = (db.prepare('SELECT name FROM pragma_table_info(?)').all(search) as { name: string }[]).map(
    (c) => c.name,
  );
  const { sql = '' } =
    (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(search) as { sql?: string } | undefined) ?? {};
  if (current.join(',') === fields.map(bareColumnOf).join(',') && sql.includes(SEARCH_OPTIONS)) return;
  db.exec(`DROP TABLE IF EXISTS ${search}`);
  if (fields.length === 0) return;
  const columns = fields.map(columnOf).join(', ');
  db.exec(`CREATE VIRTUAL TABLE ${search} USING fts5(${columns}, ${SEARCH_OPTIONS})`);
  db.exec(`INSERT INTO ${search} (rowid, ${columns}) SELECT id, ${columns} FROM ${tableOf(schema)}`);
};

export interface SearchIndex {
  add(id: number, fields: Record<string, unknown>): void;
  remove(id: number): void;
}

/** Writes to the resource's index; undefined when it has no searchable text. */
export const searchIndexOf = (db: Db, schema: ResourceSchema): SearchIndex | undefined => {
  const fields = searchFieldsOf(schema);
  if (fields.length === 0) return undefined;
  const search = searchTableOf(schema);
  const insert = db.prepare(
    `INSERT INTO ${search} (rowid, ${fields.map(columnOf).join(', ')}) VALUES (?${', ?'.repeat(fields.length)})`,
  );
  const remove = db.prepare(`DELETE FROM ${search} WHERE rowid = ?`);
  return {
    add: (id, values) => insert.run(id, ...fields.map((field) => textOf(values[field]))),
    remove: (id) => remove.run(id),
  };
};

/** `id IN (trigram matches)` when every field is indexed and the text is long enough, else undefined. */
export const indexedContains = (schema: ResourceSchema, names: readonly string[], text: string) => {
  const indexed = searchFieldsOf(schema);
  if ([...text].length < MIN_INDEXED_TEXT || !names.every((name) => indexed.includes(name))) return undefined;
  const search = searchTableOf(schema);
  const phrase = `{${names.map(bareColumnOf).join(' ')}} : "${text.replace(/"/g, '""')}"`;
  return { sql: `id IN (SELECT rowid FROM ${search} WHERE ${search} MATCH ?)`, params: [phrase], indexed: true };
};
