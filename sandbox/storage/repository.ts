import { isSecret } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { Statement as SqliteStatement } from 'better-sqlite3';
import type { Db } from '../database';
import { refuse } from '../errors';
import { filterConditions, type CustomFilter, type SqlValue } from './filters';
import { planList, type ListOrder } from './listPlan';
import { createSearchTable, searchIndexOf, type SearchIndex } from './search';
import { columnOf, createResourceTable, isColumnField, isListField, sideTableOf, tableOf } from './tables';

type Statement = SqliteStatement<unknown[]>;

/** A stored record as the services return it: its fields and its id. */
export type StoredRecord = { id: number } & Record<string, unknown>;

export interface ListQuery {
  /** The entity whose records are visible; ignored for global data. */
  entityId?: number;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: [number, number];
}

export interface ListResult {
  records: StoredRecord[];
  total: number;
  start: number;
  end: number;
}

export const MAX_PAGE = 5000;
/** Compiled statements kept by one store. */
const MAX_STATEMENTS = 2000;

const toRecord = (row: { id: number; data: string }): StoredRecord => ({ id: row.id, ...JSON.parse(row.data) });

/**
 * The records of every declared resource: one table each, scoped by entity. The HTTP engine,
 * identity and the seed all read and write through it.
 */
export class RecordStore {
  private readonly schemas = new Map<string, ResourceSchema>();
  private readonly customFilters = new Map<string, Record<string, CustomFilter>>();
  private readonly searchIndexes = new Map<string, SearchIndex>();
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Db,
    schemas: readonly ResourceSchema[],
  ) {
    schemas.forEach((schema) => {
      this.schemas.set(schema.name, schema);
      createResourceTable(db, schema);
      createSearchTable(db, schema);
      const searchIndex = searchIndexOf(db, schema);
      if (searchIndex) this.searchIndexes.set(schema.name, searchIndex);
    });
  }

  /** A statement of fixed text, compiled once: single-record reads and writes run thousands of times in a hard delete. */
  private prepared(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) return statement;
    // Lists vary with their filters; past this many texts, start over rather than grow.
    if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
    this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  schema(name: string): ResourceSchema {
    const schema = this.schemas.get(name);
    if (!schema) throw new Error(`Unknown resource "${name}"`);
    return schema;
  }

  allSchemas(): ResourceSchema[] {
    return [...this.schemas.values()];
  }

  /** Registers a filter key the generic dialect cannot express. */
  addCustomFilter(name: string, key: string, filter: CustomFilter) {
    this.customFilters.set(name, { ...this.customFilters.get(name), [key]: filter });
  }

  private scope(schema: ResourceSchema, entityId: number | undefined): { sql: string; params: SqlValue[] } {
    if (schema.scope === 'global' || entityId === undefined) return { sql: '1', params: [] };
    return { sql: 'entity_id = ?', params: [entityId] };
  }

  private writeLists(schema: ResourceSchema, id: number, data: Record<string, unknown>) {
    Object.entries(schema.fields)
      .filter(([, field]) => isListField(field))
      .forEach(([name]) => {
        const side = sideTableOf(schema, name);
        this.prepared(`DELETE FROM ${side} WHERE record_id = ?`).run(id);
        const values = Array.isArray(data[name]) ? [...new Set(data[name] as SqlValue[])] : [];
        const insert = this.prepared(`INSERT INTO ${side} (record_id, value) VALUES (?, ?)`);
        values.forEach((value) => insert.run(id, value));
      });
  }

  get(name: string, id: number, entityId?: number): StoredRecord | undefined {
    const schema = this.schema(name);
    const scope = this.scope(schema, entityId);
    const row = this.prepared(`SELECT id, data FROM ${tableOf(schema)} WHERE id = ? AND ${scope.sql}`).get(
      id,
      ...scope.params,
    ) as { id: number; data: string } | undefined;
    return row && toRecord(row);
  }

  /** The entity a record belongs to, whatever the caller's scope (to tell 404 from another entity). */
  entityOf(name: string, id: number): number | null | undefined {
    const row = this.prepared(`SELECT entity_id FROM ${tableOf(this.schema(name))} WHERE id = ?`).get(id) as
      { entity_id: number | null } | undefined;
    return row?.entity_id;
  }

  insert(name: string, entityId: number | undefined, data: Record<string, unknown>, id?: number): StoredRecord {
    const schema = this.schema(name);
    const { id: _ignored, ...fields } = data;
    const stored = schema.scope === 'global' ? null : (entityId ?? null);
    const result = this.prepared(`INSERT INTO ${tableOf(schema)} (id, entity_id, data) VALUES (?, ?, ?)`).run(
      id ?? null,
      stored,
      JSON.stringify(fields),
    );
    const newId = Number(result.lastInsertRowid);
    this.writeLists(schema, newId, fields);
    this.searchIndexes.get(name)?.add(newId, fields);
    return { id: newId, ...fields };
  }

  /** Bulk load in one transaction (the seed): rows keep their ids. */
  insertMany(name: string, rows: readonly ({ id: number; entityId?: number } & Record<string, unknown>)[]) {
    const schema = this.schema(name);
    const insert = this.db.prepare(`INSERT INTO ${tableOf(schema)} (id, entity_id, data) VALUES (?, ?, ?)`);
    const lists = Object.entries(schema.fields).filter(([, field]) => isListField(field));
    const searchIndex = this.searchIndexes.get(name);
    const sides = lists.map(
      ([field]) =>
        [
          field,
          this.db.prepare(`INSERT OR IGNORE INTO ${sideTableOf(schema, field)} (record_id, value) VALUES (?, ?)`),
        ] as const,
    );
    this.db.transaction(() => {
      rows.forEach(({ id, entityId, ...fields }) => {
        insert.run(id, schema.scope === 'global' ? null : (entityId ?? null), JSON.stringify(fields));
        searchIndex?.add(id, fields);
        sides.forEach(([field, statement]) => {
          const values = fields[field];
          if (Array.isArray(values)) values.forEach((value) => statement.run(id, value as SqlValue));
        });
      });
    })();
  }

  /** Replaces the stored fields given in `patch`; others keep their values. */
  update(name: string, id: number, patch: Record<string, unknown>): StoredRecord {
    const schema = this.schema(name);
    const current = this.get(name, id);
    if (!current) throw refuse(404, 'GM-0010');
    const { id: _ignored, ...fields } = { ...current, ...patch };
    this.prepared(`UPDATE ${tableOf(schema)} SET data = ? WHERE id = ?`).run(JSON.stringify(fields), id);
    this.writeLists(schema, id, fields);
    this.searchIndexes.get(name)?.remove(id);
    this.searchIndexes.get(name)?.add(id, fields);
    return { id, ...fields };
  }

  delete(name: string, id: number) {
    const schema = this.schema(name);
    this.prepared(`DELETE FROM ${tableOf(schema)} WHERE id = ?`).run(id);
    this.searchIndexes.get(name)?.remove(id);
    Object.entries(schema.fields)
      .filter(([, field]) => isListField(field))
      .forEach(([field]) => this.prepared(`DELETE FROM ${sideTableOf(schema, field)} WHERE record_id = ?`).run(id));
  }

  list(name: string, { entityId, filter = {}, sort, range = [0, 24] }: ListQuery): ListResult {
    const schema = this.schema(name);
    const filters = filterConditions(schema, filter, this.customFilters.get(name));
    const plan = planList(schema, this.scope(schema, entityId), filters, this.orderOf(schema, sort));
    const start = Math.max(0, Math.floor(range[0]));
    const end = Math.min(Math.max(start, Math.floor(range[1])), start + MAX_PAGE - 1);
    const { total } = this.prepared(plan.count.sql).get(...plan.count.params) as { total: number };
    const page = plan.page(total);
    const rows = this.prepared(page.sql).all(...page.params, end - start + 1, start) as {
      id: number;
      data: string;
    }[];
    return { records: rows.map(toRecord), total, start, end: rows.length ? start + rows.length - 1 : start };
  }

  /** The order of a list: a stored scalar field (400 GM-0005 otherwise) or the id, newest first by default. */
  private orderOf(schema: ResourceSchema, sort: ListQuery['sort']): ListOrder {
    const direction = sort?.order === 'ASC' ? 'ASC' : 'DESC';
    if (!sort || sort.field === 'id') return { direction: sort ? direction : 'DESC' };
    const field = Object.hasOwn(schema.fields, sort.field) ? schema.fields[sort.field] : undefined;
    if (!field || !isColumnField(field) || isSecret(field)) throw refuse(400, 'GM-0005', { Message: sort.field });
    return { field: sort.field, direction };
  }

  /** Another record of the same entity (or of all, for global data) holding this value. */
  findOther(
    name: string,
    entityId: number | undefined,
    field: string,
    value: unknown,
    exceptId?: number,
  ): number | undefined {
    const schema = this.schema(name);
    const scope = this.scope(schema, entityId);
    const row = this.prepared(
      `SELECT id FROM ${tableOf(schema)} WHERE ${scope.sql} AND ${columnOf(field)} = ? AND id != ? LIMIT 1`,
    ).get(...scope.params, typeof value === 'boolean' ? Number(value) : (value as SqlValue), exceptId ?? -1) as
      { id: number } | undefined;
    return row?.id;
  }

  /**
   * Every record (of any entity) whose field holds the value, or whose list field contains it:
   * ids only and without a page limit, for rules that must reach them all (a hard delete).
   */
  idsWhere(name: string, field: string, value: SqlValue): number[] {
    const schema = this.schema(name);
    const declared = Object.hasOwn(schema.fields, field) ? schema.fields[field] : undefined;
    if (!declared) throw new Error(`Unknown field "${name}.${field}"`);
    const sql = isListField(declared)
      ? `SELECT record_id AS id FROM ${sideTableOf(schema, field)} WHERE value = ?`
      : `SELECT id FROM ${tableOf(schema)} WHERE ${columnOf(field)} = ?`;
    return (this.db.prepare(sql).all(value) as { id: number }[]).map((row) => row.id);
  }

  /** Resources and fields whose records point at this one, with how many records do. */
  referencesTo(
    name: string,
    id: number,
  ): { resource: string; field: string; kind: 'reference' | 'referenceArray'; count: number }[] {
    return this.allSchemas().flatMap((schema) =>
      Object.entries(schema.fields).flatMap(([field, declared]) => {
        if (!('target' in declared) || declared.target !== name) return [];
        const { count } = (
          declared.kind === 'reference'
            ? this.db.prepare(`SELECT count(*) AS count FROM ${tableOf(schema)} WHERE ${columnOf(field)} = ?`).get(id)
            : this.db.prepare(`SELECT count(*) AS count FROM ${sideTableOf(schema, field)} WHERE value = ?`).get(id)
        ) as { count: number };
        return count > 0 ? [{ resource: schema.name, field, kind: declared.kind, count }] : [];
      }),
    );
  }

  count(name: string): number {
    return (this.db.prepare(`SELECT count(*) AS count FROM ${tableOf(this.schema(name))}`).get() as { count: number })
      .count;
  }
}
