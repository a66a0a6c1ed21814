import { isSecret } from '../../resources/profiles/parameters/catalogue';
import type { ParameterValues } from '../../resources/profiles/parameters/types';
import type { Db } from '../database';
import type { Keyring } from '../keyring';

export type ParameterOwner = 'profile' | 'group' | 'terminal';

/** Secret values (PINs, keys) sealed under the master key; the others as they are. */
const sealSecrets = (values: ParameterValues, keyring: Keyring): ParameterValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isSecret(name) && typeof value === 'string' && !keyring.isSealed(value) ? keyring.seal(value) : value,
    ]),
  );

/** Secret values opened; one sealed under another master key is dropped, as if never set. */
const openSecrets = (values: ParameterValues, keyring: Keyring): ParameterValues =>
  Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => {
      if (!isSecret(name) || typeof value !== 'string' || !keyring.isSealed(value)) return [[name, value]];
      try {
        return [[name, keyring.open(value)]];
      } catch {
        return [];
      }
    }),
  );

/**
 * Where the parameters live: one JSON set per profile, group and terminal, beside the record
 * (secrets included, sealed: they never leave the service). A missing row is a set never saved.
 */
export const createParameterTables = (db: Db, keyring: Keyring) => {
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
      return row ? openSecrets(JSON.parse(row.data) as ParameterValues, keyring) : undefined;
    },
    write(owner: ParameterOwner, id: number, entityId: number | null, values: ParameterValues) {
      writes.get(owner)?.run(id, entityId, JSON.stringify(sealSecrets(values, keyring)));
    },
    remove(owner: ParameterOwner, id: number) {
      removals.get(owner)?.run(id);
    },
  };
};

export type ParameterTables = ReturnType<typeof createParameterTables>;
