import { opensWithBatch } from '../../../resources/fleetInstalls/outcome';
import type { Db } from '../../database';

/**
 * The simulated terminals' sales batches: a terminal starts with an open batch when
 * `opensWithBatch` says so (derived from its id); a close (the endpoint, or the simulated
 * merchant closing the day) or a new sale is recorded in `terminal_batches` and wins.
 */
export const createBatchBook = (db: Db) => {
  db.exec(`CREATE TABLE IF NOT EXISTS terminal_batches (
    terminal_id INTEGER PRIMARY KEY, open INTEGER NOT NULL, changed_at INTEGER NOT NULL)`);
  const select = db.prepare('SELECT open FROM terminal_batches WHERE terminal_id = ?');
  const upsert = db.prepare(
    `INSERT INTO terminal_batches (terminal_id, open, changed_at) VALUES (?, ?, ?)
     ON CONFLICT(terminal_id) DO UPDATE SET open = excluded.open, changed_at = excluded.changed_at`,
  );
  const all = db.prepare('SELECT terminal_id AS id, open FROM terminal_batches');

  return {
    isOpen: (terminalId: number): boolean => {
      const row = select.get(terminalId) as { open: number } | undefined;
      return row ? row.open === 1 : opensWithBatch(terminalId);
    },
    /** Whether each terminal has an open batch, reading the table once. */
    openSet: (terminalIds: readonly number[]): Set<number> => {
      const recorded = new Map((all.all() as { id: number; open: number }[]).map((row) => [row.id, row.open === 1]));
      return new Set(terminalIds.filter((id) => recorded.get(id) ?? opensWithBatch(id)));
    },
    set: (terminalId: number, open: boolean, at: number) => upsert.run(terminalId, open ? 1 : 0, at),
  };
};

export type BatchBook = ReturnType<typeof createBatchBook>;
