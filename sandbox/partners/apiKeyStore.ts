import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, SHOWN_PREFIX_LENGTH } from '../../resources/partners/apiKeyRules';
import { apiKeys } from '../../resources/apiKeys/schema';
import type { Db } from '../database';
import type { StoredRecord } from '../storage/repository';
import { tableOf } from '../storage/tables';

export const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: shown to its owner once; only its hash and first characters are kept. */
export const newKey = () => {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, keyHash: hashOf(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
};

/** Finds a key by what a caller presents, whatever its entity (the partner API has no token). */
export const createKeyLookup = (db: Db) => {
  const byHash = db.prepare(
    `SELECT id, entity_id AS entityId, data FROM ${tableOf(apiKeys)} WHERE json_extract(data, '$.keyHash') = ?`,
  );
  return (presented: string): (StoredRecord & { entityId: number }) | undefined => {
    const row = byHash.get(hashOf(presented)) as { id: number; entityId: number; data: string } | undefined;
    return row && { ...(JSON.parse(row.data) as Record<string, unknown>), id: row.id, entityId: row.entityId };
  };
};
