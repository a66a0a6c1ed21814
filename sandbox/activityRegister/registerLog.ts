import { createHash } from 'node:crypto';
import { chainPayload, GENESIS_HASH, type ChainHead } from '../../resources/activityRegister/chain';
import {
  registerEntry,
  type RegisterActor,
  type RegisterEvent,
  type UnchainedEntry,
} from '../../resources/activityRegister/registerEntry';
import { activityRegister } from '../../resources/activityRegister/schema';
import type { Db } from '../database';
import type { RecordStore } from '../storage/repository';
import { columnOf, tableOf } from '../storage/tables';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Fields = Omit<UnchainedEntry, 'entityId'> & Record<string, unknown>;

/**
 * The reports service's side of the register: each entity's entries chained at append time, in
 * one transaction with reading the head, so two writes never take the same sequence.
 */
export const createRegisterLog = (db: Db, store: RecordStore) => {
  const table = tableOf(activityRegister);
  const sequence = columnOf('sequence');
  const last = db.prepare(
    `SELECT ${sequence} AS sequence, json_extract(data, '$.hash') AS hash FROM ${table}
     WHERE entity_id = ? AND ${sequence} IS NOT NULL ORDER BY ${sequence} DESC LIMIT 1`,
  );
  const unchained = db.prepare(
    `SELECT id, entity_id AS entityId, data FROM ${table} WHERE ${sequence} IS NULL ORDER BY ${columnOf('date')}, id`,
  );

  const head = (entityId: number): ChainHead => {
    const row = last.get(entityId) as { sequence: number; hash: string } | undefined;
    return { entityId, sequence: row?.sequence ?? 0, hash: row?.hash ?? GENESIS_HASH };
  };

  const chained = (entityId: number, fields: Fields) => {
    const { sequence: previous, hash: previousHash } = head(entityId);
    const entry = { ...fields, sequence: previous + 1, previousHash };
    return { ...entry, hash: sha256(chainPayload(previousHash, { ...entry, entityId })) };
  };

  /** Appends an entry to its entity's chain; answers it as stored. */
  const append = (actor: RegisterActor, event: RegisterEvent, date = new Date()) =>
    db.transaction(() => {
      const { entityId, ...fields } = registerEntry(actor, event, date);
      return store.insert(activityRegister.name, entityId, chained(entityId, fields));
    })();

  /** Chains the entries a seed stored without a sequence, oldest first (seeded history counts as done). */
  const chainSeeded = () =>
    db.transaction(() => {
      const rows = unchained.all() as { id: number; entityId: number; data: string }[];
      rows.forEach(({ id, entityId, data }) => {
        const fields = { outcome: 'SUCCESS', userId: null, changes: '', ...JSON.parse(data) } as Fields;
        store.update(activityRegister.name, id, chained(entityId, fields));
      });
    })();

  return { head, append, chainSeeded };
};

export type RegisterLog = ReturnType<typeof createRegisterLog>;
