import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

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

/** What a database's tables were built from: the resource schemas and the services' own tables. */
export const databaseFingerprint = (schemas: readonly { name: string; fields: unknown }[]) =>
  createHash('sha256')
    .update(JSON.stringify([SERVICE_TABLES_VERSION, schemas.map(({ name, fields }) => [name, fields])]))
    .digest('hex')
    .slice(0, 16);

const hasResourceTables = (db: Db) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name LIKE 'r\\_%' ESCAPE '\\' LIMIT 1").get() !==
  undefined;

/**
 * Opens the database built for these tables. One an older console built (other columns) cannot
 * be read: it is removed, said so, and the sandbox starts from a fresh seed.
 */
export const openDatabaseFor = (file: string, fingerprint: string, image?: Buffer): Db => {
  const db = openDatabase(file, image);
  migrateMeta(db);
  const builtFor = readMeta(db, BUILT_FOR);
  if (builtFor === undefined ? hasResourceTables(db) : builtFor !== fingerprint) {
    db.close();
    removeDatabaseFiles(file);
    console.log(`${file} was built by an older version of the sandbox: it is seeded again.`);
    return openDatabaseFor(file, fingerprint);
  }
  writeMeta(db, BUILT_FOR, fingerprint);
  return db;
};
