import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Opens (creating when needed) the sandbox database; ':memory:' for tests. */
export const openDatabase = (file: string): Db => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
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
