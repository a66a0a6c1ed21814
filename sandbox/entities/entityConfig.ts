import { entities } from '../../fixtures/entities';
import { entityConfigOf } from '../../fixtures/entityConfig';
import type { Db } from '../database';

export type EntityConfig = Record<string, string>;

const KEY = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * The `entity_config` table: one row per entity and key, filled once with the configuration the
 * fixtures give each entity (the same the fakerest provider answers).
 */
export const createEntityConfigStore = (db: Db) => {
  db.exec(`CREATE TABLE IF NOT EXISTS entity_config (
    entity_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (entity_id, key))`);
  const insert = db.prepare('INSERT OR REPLACE INTO entity_config (entity_id, key, value) VALUES (?, ?, ?)');
  const { count } = db.prepare('SELECT count(*) AS count FROM entity_config').get() as { count: number };
  if (count === 0) {
    db.transaction(() =>
      entities.forEach(({ Id }) =>
        Object.entries(entityConfigOf(Id)).forEach(([key, value]) => insert.run(Id, key, value)),
      ),
    )();
  }
  const keysOf = db.prepare('SELECT key, value FROM entity_config WHERE entity_id = ? ORDER BY key');
  const read = (entityId: number): EntityConfig =>
    Object.fromEntries(
      (
        keysOf.all(entityId) as {
          key: string;
          value: string;
        }[]
      ).map(({ key, value }) => [key, value]),
    );
  return {
    read,
    /**
     * Sets the given keys (numbers and booleans are stored as text; null removes a key).
     * Returns the keys it refused: not UPPER_SNAKE_CASE, or a value of another type.
     */
    write(entityId: number, changes: Record<string, unknown>): string[] {
      const refused = Object.entries(changes).filter(
        ([key, value]) => !KEY.test(key) || !(value === null || ['string', 'number', 'boolean'].includes(typeof value)),
      );
      if (refused.length) return refused.map(([key]) => key);
      db.transaction(() =>
        Object.entries(changes).forEach(([key, value]) =>
          value === null
            ? db.prepare('DELETE FROM entity_config WHERE entity_id = ? AND key = ?').run(entityId, key)
            : insert.run(entityId, key, String(value)),
        ),
      )();
      return [];
    },
  };
};

export type EntityConfigStore = ReturnType<typeof createEntityConfigStore>;
