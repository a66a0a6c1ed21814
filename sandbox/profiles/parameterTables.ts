import type { Db } from '../database';
import type { ParameterValues } from '../../resources/profiles/parameters/types';

export type ParameterOwner = 'profile' | 'group' | 'terminal';

/**
 * Where the parameters live: one JSON set per profile, group and terminal, beside the record
 * (secrets included: they never leave the service). A missing row is a set never saved.
 */
export const createParameterTables = (db: Db) => {
  const owners: ParameterOwner[] = ['profile', 'group', 'terminal'];
  owners.forEach((owner) =>
    db.exec(`CREATE TABLE IF NOT EXISTS ${owner}_parameters (
      owner_id INTEGER PRIMARY KEY, entity_id INTEGER, data TEXT NOT NULL)`),
  );
  const reads = new Map(
    owners.map((owner) => [owner, db.prepare(`SELECT data FROM ${owner}_parameters WHERE owner_id = ?`)]),
  );
  const writes = new Map(
    owners.map((owner) => [
      owner,
      db.prepare(
        `INSERT INTO ${owner}_parameters (owner_id, entity_id, data) VALUES (?, ?, ?)
         ON CONFLICT(owner_id) DO UPDATE SET entity_id = excluded.entity_id, data = excluded.data`,
      ),
    ]),
  );
  const removals = new Map(
    owners.map((owner) => [owner, db.prepare(`DELETE FROM ${owner}_parameters WHERE owner_id = ?`)]),
  );
  return {
    read(owner: ParameterOwner, id: number): ParameterValues | undefined {
      const row = reads.get(owner)?.get(id) as { data: string } | undefined;
      return row ? (JSON.parse(row.data) as ParameterValues) : undefined;
    },
    write(owner: ParameterOwner, id: number, entityId: number | null, values: ParameterValues) {
      writes.get(owner)?.run(id, entityId, JSON.stringify(values));
    },
    remove(owner: ParameterOwner, id: number) {
      removals.get(owner)?.run(id);
    },
  };
};

export type ParameterTables = ReturnType<typeof createParameterTables>;
