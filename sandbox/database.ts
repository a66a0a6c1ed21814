import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import { applyMigration } from './storage/migrate';
import { declarationsOf, planMigration, type Declarations, type MigrationPlan } from './storage/migrationPlan';

export type Db = Database.Database;

/**
 * Opens (creating when needed) the sandbox database; ':memory:' for tests, which may start from
 * the `image` of another in-memory database (a seeded world, copied instead of seeded again).
 */
export const openDatabase = (file: string, image?: Buffer): Db => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = image && file === ':memory:' ? new Database(image) : new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Filtered lists read table rows the indexes cannot answer; SQLite's default 2 MB page cache
  // would send each of those reads to the OS. Pages are only taken as they are read.
  db.pragma(`cache_size = -${256 * 1024}`);
  return db;
};

/** Key/value facts about the database itself (seed size, seed time). */
export const migrateMeta = (db: Db) => {
  db.exec('CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
};

export const readMeta = (db: Db, key: string): string | undefined =>
  (db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;

export const writeMeta = (db: Db, key: string, value: string) =>
  db
    .prepare(
      'INSERT INTO sandbox_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    )
    .run(key, value);

/** Removes a database file with its write-ahead log. */
export const removeDatabaseFiles = (file: string) =>
  ['', '-wal', '-shm'].forEach((suffix) => existsSync(file + suffix) && rmSync(file + suffix));

/**
 * Bumped when a table the services create themselves (identity, operations) changes shape; the
 * resource tables are covered by the schemas they are built from.
 */
const SERVICE_TABLES_VERSION = 2;
const BUILT_FOR = 'builtFor';
const BUILT_FROM = 'builtFrom';
/** Resources a migration added, whose seeded rows are still to be stored (sandbox/seed.ts). */
export const PENDING_SEED = 'pendingSeed';

/** What a database's tables were built from: the resource schemas and the services' own tables. */
export const databaseFingerprint = (schemas: readonly { name: string; fields: unknown }[]) =>
  createHash('sha256')
    .update(JSON.stringify([SERVICE_TABLES_VERSION, schemas.map(({ name, fields }) => [name, fields])]))
    .digest('hex')
    .slice(0, 16);

/** The command that rebuilds the database from scratch. */
export const RESEED_COMMAND = 'npm start -- --reseed';

/** A database the current schemas cannot be applied to without losing what it holds. */
export class DatabaseNeedsReseed extends Error {
  constructor(file: string, reasons: readonly string[]) {
    super(
      `${file} cannot follow the current resources (${reasons.slice(0, 3).join('; ')}${reasons.length > 3 ? '; ...' : ''}): ` +
        `it was left as it is; to start it again from a fresh seed, run ${RESEED_COMMAND}`,
    );
    this.name = 'DatabaseNeedsReseed';
  }
}

const hasResourceTables = (db: Db) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name LIKE 'r\\_%' ESCAPE '\\' LIMIT 1").get() !==
  undefined;

const hasMeta = (db: Db) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sandbox_meta'").get() !== undefined;

/** What stands between the database and the schemas, read without writing anything. */
const planFor = (db: Db, schemas: readonly ResourceSchema[]): MigrationPlan => {
  const none: MigrationPlan = { added: [], widened: {}, blocked: [] };
  const builtFor = hasMeta(db) ? readMeta(db, BUILT_FOR) : undefined;
  if (builtFor === undefined) {
    return hasResourceTables(db) ? { ...none, blocked: ['it predates the sandbox recording its tables'] } : none;
  }
  if (builtFor === databaseFingerprint(schemas)) return none;
  const builtFrom = readMeta(db, BUILT_FROM);
  if (builtFrom === undefined) return { ...none, blocked: ['it predates the sandbox migrating its tables'] };
  const { version, declarations } = JSON.parse(builtFrom) as { version: number; declarations: Declarations };
  if (version !== SERVICE_TABLES_VERSION) return { ...none, blocked: ["the services' own tables changed"] };
  return planMigration(declarations, schemas);
};

/**
 * Opens the database and brings it to the schemas: new resources and new fields are migrated
 * keeping every record (the new resources' rows are seeded by sandbox/seed.ts); a change that
 * would lose or misread stored values throws DatabaseNeedsReseed before anything is written.
 */
export const openDatabaseFor = (file: string, schemas: readonly ResourceSchema[], image?: Buffer): Db => {
  const db = openDatabase(file, image);
  try {
    const plan = planFor(db, schemas);
    if (plan.blocked.length > 0) throw new DatabaseNeedsReseed(file, plan.blocked);
    migrateMeta(db);
    applyMigration(db, plan, schemas);
    const pending = JSON.parse(readMeta(db, PENDING_SEED) ?? '[]') as string[];
    writeMeta(db, PENDING_SEED, JSON.stringify([...new Set([...pending, ...plan.added])]));
    writeMeta(db, BUILT_FOR, databaseFingerprint(schemas));
    writeMeta(
      db,
      BUILT_FROM,
      JSON.stringify({ version: SERVICE_TABLES_VERSION, declarations: declarationsOf(schemas) }),
    );
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
};
