import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORLD } from '../fixtures/world';
import { configFrom } from './config';
import { readMeta, writeMeta } from './database';
import { createSandbox } from './sandbox';
import { seedIfEmpty } from './seed';

/** The resource the older database is made to lack, with its permission pair. */
const ADDED = 'warehouses';
const ADDED_PAIR = ['WAREHOUSES_READ', 'WAREHOUSES_WRITE_AND_READ'];

const EVERY = { range: [0, 9999] as [number, number] };

describe('seeding a database a migration added a resource to', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
  const config = configFrom(
    {},
    {
      databaseFile: join(dir, 'sandbox.db'),
      consoleDir: '.no-console',
      terminals: 20,
      heartbeatMs: 0,
      worldNow: DEFAULT_WORLD.now,
    },
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const started = async () => {
    const sandbox = await createSandbox(config);
    const seed = seedIfEmpty(sandbox.context);
    const { db, store } = sandbox.context;
    const counts = Object.fromEntries(store.allSchemas().map(({ name }) => [name, store.count(name)]));
    const close = async () => {
      await sandbox.app.close();
      db.close();
    };
    return { seed, db, store, counts, close };
  };

  it(
    'keeps every stored record and gives the new resource the rows a fresh seed would',
    { timeout: 60_000 },
    async () => {
      const fresh = await started();
      expect(fresh.seed.seeded).toBe(true);
      const warehouses = fresh.store.list(ADDED, { range: [0, 999] }).records;
      const terminal = fresh.store.list('terminals', { range: [0, 0] }).records[0];
      fresh.store.update('terminals', terminal.id, { serialNumber: 'KEPT-0001' });
      const tables = fresh.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND (name = ? OR name LIKE ?)")
        .all(`r_${ADDED}`, `r_${ADDED}\\_\\_%`) as { name: string }[];
      tables.forEach(({ name }) => fresh.db.exec(`DROP TABLE "${name}"`));
      const pairIds = fresh.store
        .list('permissions', EVERY)
        .records.filter((permission) => ADDED_PAIR.includes(String(permission.name)))
        .map((permission) => permission.id);
      pairIds.forEach((id) => fresh.store.delete('permissions', id));
      fresh.store.list('roles', EVERY).records.forEach((role) => {
        const ids = (role.permissionIds as number[]).filter((id) => !pairIds.includes(id));
        fresh.store.update('roles', role.id, { permissionIds: ids });
      });
      const builtFrom = JSON.parse(readMeta(fresh.db, 'builtFrom') ?? '{}') as {
        declarations: Record<string, unknown>;
      };
      delete builtFrom.declarations[ADDED];
      writeMeta(fresh.db, 'builtFrom', JSON.stringify(builtFrom));
      writeMeta(fresh.db, 'builtFor', 'an older console');
      await fresh.close();

      const migrated = await started();
      expect(migrated.seed).toMatchObject({ seeded: false, added: [ADDED], addedPermissions: ADDED_PAIR });
      expect(migrated.counts).toEqual(fresh.counts);
      expect(migrated.store.list(ADDED, { range: [0, 999] }).records).toEqual(warehouses);
      expect(migrated.store.get('terminals', terminal.id)?.serialNumber).toBe('KEPT-0001');
      const rolesHolding = (name: string) => {
        const id = migrated.store.list('permissions', { ...EVERY, filter: { name } }).records[0]?.id;
        return migrated.store
          .list('roles', { ...EVERY, entityId: 9 })
          .records.filter((role) => (role.permissionIds as number[]).includes(id))
          .map((role) => role.name);
      };
      // Only the roles that held every permission are given the new ones.
      expect(rolesHolding(ADDED_PAIR[1])).toContain('Administrador');
      expect(rolesHolding(ADDED_PAIR[1])).not.toContain('Operador');
      await migrated.close();

      const again = await started();
      expect(again.seed).toMatchObject({ added: [], addedPermissions: [] });
      expect(again.counts).toEqual(fresh.counts);
      await again.close();
    },
  );
});
