import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boolean, number, strings, text, type Field, type FieldMap } from '../resources/core/fields';
import { defineResource, type ResourceSchema } from '../resources/core/resourceSchema';
import { DatabaseNeedsReseed, openDatabase, openDatabaseFor, PENDING_SEED, readMeta, RESEED_COMMAND } from './database';
import { RecordStore } from './storage/repository';

const shopsWith = <const S extends FieldMap>(fields: S & { name: Field }) =>
  defineResource({
    name: 'shops',
    service: 'terminal',
    path: 'api/v1/Shops',
    permissions: { read: 'WAREHOUSES_READ', write: 'WAREHOUSES_WRITE_AND_READ' },
    label: 'name',
    fields,
  });
const name = text({ required: true, filter: true });
const open = boolean({ default: true, filter: true });
const shops = shopsWith({ name });
/** The same resource a version later: new fields, one of them with a default. */
const shopsLater = shopsWith({ name, city: text({ filter: true }), open, tags: strings() });
const suppliers = defineResource({
  name: 'suppliers',
  service: 'terminal',
  path: 'api/v1/Suppliers',
  permissions: { read: 'WAREHOUSES_READ', write: 'WAREHOUSES_WRITE_AND_READ' },
  label: 'name',
  fields: { name: text({ required: true }) },
});

describe('the sandbox database', () => {
  const dirs: string[] = [];
  const fileIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    dirs.push(dir);
    return join(dir, 'sandbox.db');
  };
  /** Opens the file for these schemas and stores the records, as a started sandbox would. */
  const built = (file: string, schemas: ResourceSchema[], records: Record<string, unknown>[] = []) => {
    const db = openDatabaseFor(file, schemas);
    const store = new RecordStore(db, schemas);
    records.forEach((record) => store.insert(schemas[0].name, 1, record));
    db.close();
  };
  const reopened = (file: string, schemas: ResourceSchema[]) => {
    const db = openDatabaseFor(file, schemas);
    return { db, store: new RecordStore(db, schemas) };
  };
  const stopped = (file: string, schemas: ResourceSchema[]) => {
    try {
      openDatabaseFor(file, schemas).close();
    } catch (error) {
      if (error instanceof DatabaseNeedsReseed) return error.message;
      throw error;
    }
    return undefined;
  };
  const shopNames = (file: string) => {
    const db = openDatabase(file);
    const names = (db.prepare('SELECT data FROM r_shops ORDER BY id').all() as { data: string }[]).map(
      ({ data }) => (JSON.parse(data) as { name: string }).name,
    );
    db.close();
    return names;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps the records of a database built for the same schemas', () => {
    const file = fileIn();
    built(file, [shops], [{ name: 'North' }, { name: 'South' }]);
    const { db, store } = reopened(file, [shops]);
    expect(store.list('shops', { entityId: 1 }).records.map((shop) => shop.name)).toEqual(['South', 'North']);
    expect(JSON.parse(readMeta(db, PENDING_SEED) ?? '')).toEqual([]);
    db.close();
  });

  it('migrates an older database to a new resource and new fields, keeping its records', () => {
    const file = fileIn();
    built(file, [shops], [{ name: 'North' }, { name: 'South' }]);
    const { db, store } = reopened(file, [shopsLater, suppliers]);
    const north = store.list('shops', { entityId: 1, filter: { name: 'North' } }).records[0];
    expect(north).toMatchObject({ name: 'North', open: true });
    store.update('shops', north.id, { city: 'Lima', tags: ['24h'] });
    expect(store.list('shops', { entityId: 1, filter: { city: 'Lima' } }).records.map((s) => s.name)).toEqual([
      'North',
    ]);
    expect(store.list('shops', { entityId: 1, filter: { open: true } }).total).toBe(2);
    expect(store.list('suppliers', { entityId: 1 }).total).toBe(0);
    expect(JSON.parse(readMeta(db, PENDING_SEED) ?? '')).toEqual(['suppliers']);
    db.close();
  });

  it('stops with one line naming the reseed command when a change would lose stored values', () => {
    const file = fileIn();
    built(file, [shopsLater, suppliers], [{ name: 'North', city: 'Lima' }]);
    const cityAsNumber = shopsWith({ name, city: number(), open, tags: strings() });
    const withoutCity = shopsWith({ name, open, tags: strings() });
    [[shopsLater], [cityAsNumber, suppliers], [withoutCity, suppliers]].forEach((schemas) => {
      const message = stopped(file, schemas);
      expect(message).toContain(RESEED_COMMAND);
      expect(message?.split('\n')).toHaveLength(1);
    });
    expect(stopped(file, [cityAsNumber, suppliers])).toContain('shops.city changed from text to number');
    expect(shopNames(file)).toEqual(['North']);
    expect(stopped(file, [shopsLater, suppliers])).toBeUndefined();
  });

  it('stops on resource tables it has no record of, instead of removing them', () => {
    const file = fileIn();
    const db = openDatabase(file);
    db.exec('CREATE TABLE r_shops (id INTEGER PRIMARY KEY, entity_id INTEGER, data TEXT NOT NULL)');
    db.exec(`INSERT INTO r_shops (entity_id, data) VALUES (1, '{"name":"North"}')`);
    db.close();
    expect(stopped(file, [shops])).toContain(RESEED_COMMAND);
    expect(shopNames(file)).toEqual(['North']);
  });
});
