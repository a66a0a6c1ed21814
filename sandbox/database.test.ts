import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, openDatabaseFor, readMeta, writeMeta } from './database';

describe('the sandbox database', () => {
  const dirs: string[] = [];
  const fileIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    dirs.push(dir);
    return join(dir, 'sandbox.db');
  };
  const withRow = (file: string) => {
    const db = openDatabase(file);
    db.exec('CREATE TABLE r_terminals (id INTEGER PRIMARY KEY, data TEXT)');
    db.exec(`INSERT INTO r_terminals (data) VALUES ('{}')`);
    return db;
  };
  const rows = (file: string, fingerprint: string) => {
    const db = openDatabaseFor(file, fingerprint);
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'r_terminals'").get();
    const count = table ? (db.prepare('SELECT count(*) AS n FROM r_terminals').get() as { n: number }).n : 0;
    db.close();
    return count;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps a database built for the same tables', () => {
    const file = fileIn();
    expect(rows(file, 'a')).toBe(0);
    withRow(file).close();
    expect(rows(file, 'a')).toBe(1);
  });

  it('starts again when the tables were built from other schemas', () => {
    const file = fileIn();
    const db = withRow(file);
    db.exec('CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    writeMeta(db, 'builtFor', 'older');
    db.close();
    expect(rows(file, 'newer')).toBe(0);
    const reopened = openDatabase(file);
    expect(readMeta(reopened, 'builtFor')).toBe('newer');
    reopened.close();
  });

  it('starts again from a database that predates the fingerprint', () => {
    const file = fileIn();
    withRow(file).close();
    expect(rows(file, 'current')).toBe(0);
  });
});
