import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { pageOfTargets } from './installPages';
import { createInstallTables } from './installTables';

const STATES = ['DONE', 'QUEUED', 'FAILED', 'WAITING', 'PENDING'];

/** An install of 50 terminals, ten in each state, serials shuffled against ids; and another install beside it. */
const world = () => {
  const db = new Database(':memory:');
  createInstallTables(db);
  const insert = db.prepare(
    `INSERT INTO fleet_install_targets (install_id, terminal_id, serial_number, model_name, wave, state, attempt,
       outcome, answer_ms, batch_wait_ms) VALUES (?, ?, ?, 'M', 1, ?, 1, 'DONE', 0, 0)`,
  );
  for (let id = 1; id <= 50; id += 1) {
    insert.run(1, id, `S${String((id * 37) % 101).padStart(3, '0')}`, STATES[id % 5]);
    insert.run(2, id, `S${String(id).padStart(3, '0')}`, 'FAILED');
  }
  return db;
};

/** The whole install in the page's order, as one sort of every row would give it. */
const sorted = (db: Database.Database) =>
  (
    db
      .prepare(
        `SELECT serial_number AS s FROM fleet_install_targets WHERE install_id = 1 ORDER BY
         CASE state WHEN 'FAILED' THEN 0 WHEN 'PENDING' THEN 1 WHEN 'WAITING' THEN 2 WHEN 'QUEUED' THEN 3 ELSE 4 END,
         serial_number`,
      )
      .all() as { s: string }[]
  ).map((row) => row.s);

describe('the states page of an install', () => {
  it('pages failed, pending, waiting, queued then done terminals by serial, across the states', () => {
    const db = world();
    const all = sorted(db);
    for (const [start, end] of [
      [0, 9],
      [5, 24],
      [18, 41],
      [45, 60],
    ]) {
      const page = pageOfTargets(db, 1, undefined, start, end);
      expect(page.total).toBe(50);
      expect(page.data.map((row) => row.serialNumber)).toEqual(all.slice(start, end + 1));
    }
  });

  it('pages one state alone, by serial', () => {
    const db = world();
    const page = pageOfTargets(db, 1, 'WAITING', 2, 5);
    expect(page.total).toBe(10);
    expect(page.data.map((row) => row.state)).toEqual(['WAITING', 'WAITING', 'WAITING', 'WAITING']);
    const serials = page.data.map((row) => row.serialNumber);
    expect(serials).toEqual([...serials].sort());
    expect(pageOfTargets(db, 1, 'WAITING', 10, 19)).toEqual({ data: [], total: 10 });
  });
});
