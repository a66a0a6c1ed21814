import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { simpleRestOf, type Json } from './testApi';

/** The engine driven by the console's own client, ra-data-simple-rest, over HTTP. */

const TERMINALS = 'api/v1/Terminal';
const TAGS = 'api/v1/Tag';
const BRANDS = 'api/v1/TerminalBrand';
const OPERATIONS = 'transactions';

type Row = { id: number } & Json;

describe('resource engine with ra-data-simple-rest', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let terminal: DataProvider;
  let parameters: DataProvider;
  let transactions: DataProvider;
  let terminalsOfEntity2: DataProvider;
  /** Entity 9's terminals read straight from the database: the oracle for filters and totals. */
  let stored: Row[];

  beforeAll(async () => {
    sandbox = await startSandbox();
    const { token } = await sandbox.tokenFor('admin', 9);
    terminal = simpleRestOf(sandbox, 'terminal', token, 9);
    parameters = simpleRestOf(sandbox, 'parameters', token, 9);
    transactions = simpleRestOf(sandbox, 'transactions', token);
    terminalsOfEntity2 = simpleRestOf(sandbox, 'terminal', (await sandbox.tokenFor('admin', 2)).token, 2);
    stored = (
      sandbox.context.db.prepare('SELECT id, data FROM r_terminals WHERE entity_id = 9').all() as {
        id: number;
        data: string;
      }[]
    ).map((row) => ({ id: row.id, ...(JSON.parse(row.data) as Json) }));
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const ids = (records: readonly { id: unknown }[]) => records.map((record) => Number(record.id)).sort((a, b) => a - b);
  const idsWhere = (test: (t: Row) => boolean) => ids(stored.filter(test));
  const all = (resource: string, filter: Json, provider = terminal) =>
    provider.getList(resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter });

  it('lists a sorted page with the total of the entity', async () => {
    const { data, total } = await terminal.getList(TERMINALS, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'serialNumber', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(stored.length);
    const serials = stored.map((t) => String(t.serialNumber)).sort();
    expect(data.map((t) => t.serialNumber)).toEqual(serials.slice(0, 10));
    expect(data[0]).not.toHaveProperty('entityId');
  });

  it('paginates with stable totals, a partial last page and an empty page past the end', async () => {
    const page = (n: number) =>
      terminal.getList(TERMINALS, {
        pagination: { page: n, perPage: 25 },
        sort: { field: 'lastConnectionDate', order: 'DESC' },
        filter: {},
      });
    const pages = await Promise.all([1, 2, 3, 4, 5].map(page));
    pages.forEach(({ total }) => expect(total).toBe(stored.length));
    const seen = pages.flatMap(({ data }) => data.map((t) => t.id));
    expect(new Set(seen).size).toBe(stored.length);
    expect(pages[3].data).toHaveLength(stored.length - 75);
    expect(pages[4].data).toEqual([]);
    const dates = pages.flatMap(({ data }) => data.map((t) => String(t.lastConnectionDate)));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters with q, equality, field_q, _gte/_lte and _inc_any', async () => {
    const sample = stored[7];
    const fragment = String(sample.serialNumber).slice(-5, -1);
    const contains = (value: unknown, text: string) =>
      typeof value === 'string' && value.toLowerCase().includes(text.toLowerCase());

    const q = await all(TERMINALS, { q: fragment });
    expect(ids(q.data)).toEqual(idsWhere((t) => [t.serialNumber, t.alias, t.imei].some((v) => contains(v, fragment))));
    expect(ids(q.data)).toContain(sample.id);

    const byCommerce = await all(TERMINALS, { commerceId: sample.commerceId });
    expect(ids(byCommerce.data)).toEqual(idsWhere((t) => t.commerceId === sample.commerceId));
    expect(byCommerce.total).toBe(byCommerce.data.length);

    const serialQ = await all(TERMINALS, { serialNumber_q: fragment.toLowerCase() });
    expect(ids(serialQ.data)).toEqual(idsWhere((t) => contains(t.serialNumber, fragment)));

    const shortQ = await all(TERMINALS, { serialNumber_q: '00' });
    expect(ids(shortQ.data)).toEqual(idsWhere((t) => contains(t.serialNumber, '00')));

    const battery = await all(TERMINALS, { batteryLevel_gte: 40, batteryLevel_lte: 60 });
    expect(ids(battery.data)).toEqual(idsWhere((t) => Number(t.batteryLevel) >= 40 && Number(t.batteryLevel) <= 60));

    const tagged = await all(TERMINALS, { tagIds_inc_any: [2, 5] });
    expect(ids(tagged.data)).toEqual(idsWhere((t) => (t.tagIds as number[]).some((tag) => tag === 2 || tag === 5)));
    expect(tagged.total).toBeGreaterThan(0);

    const combined = await all(TERMINALS, { connectionType: 'WIFI', tagIds_inc_any: [2, 5], q: 'a' });
    expect(ids(combined.data)).toEqual(
      idsWhere(
        (t) =>
          t.connectionType === 'WIFI' &&
          (t.tagIds as number[]).some((tag) => tag === 2 || tag === 5) &&
          [t.serialNumber, t.alias, t.imei].some((v) => contains(v, 'a')),
      ),
    );
  });

  it('gets one record, and many by id', async () => {
    const [first, second, third] = stored;
    const { data } = await terminal.getOne(TERMINALS, { id: first.id });
    expect(data).toEqual(first);

    const many = await terminal.getMany(TERMINALS, { ids: [first.id, second.id, third.id] });
    expect(ids(many.data)).toEqual(ids([first, second, third]));

    // More ids than a default page: getMany sends no range and still gets them all.
    const forty = stored.slice(0, 40).map((t) => t.id);
    const wide = await terminal.getMany(TERMINALS, { ids: forty });
    expect(ids(wide.data)).toEqual(ids(stored.slice(0, 40)));
  });

  it('gets the terminals of a commerce with getManyReference', async () => {
    const commerceId = stored[3].commerceId;
    const { data, total } = await terminal.getManyReference(TERMINALS, {
      target: 'commerceId',
      id: commerceId as number,
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'serialNumber', order: 'DESC' },
      filter: {},
    });
    const expected = stored.filter((t) => t.commerceId === commerceId);
    expect(total).toBe(expected.length);
    expect(data.map((t) => t.serialNumber)).toEqual(
      expected
        .map((t) => String(t.serialNumber))
        .sort()
        .reverse()
        .slice(0, 2),
    );
  });

  it('creates, updates and deletes a tag', async () => {
    const created = await parameters.create(TAGS, { data: { name: 'Engine test', description: 'created' } });
    expect(created.data).toMatchObject({ name: 'Engine test', description: 'created' });
    const id = created.data.id;
    expect((await parameters.getOne(TAGS, { id })).data).toEqual(created.data);

    // A partial body keeps the fields it leaves out.
    const updated = await parameters.update(TAGS, { id, data: { description: 'updated' }, previousData: created.data });
    expect(updated.data).toEqual({ ...created.data, description: 'updated' });

    const deleted = await parameters.delete(TAGS, { id, previousData: updated.data });
    expect(deleted.data).toEqual(updated.data);
    await expect(parameters.getOne(TAGS, { id })).rejects.toMatchObject({ status: 404, body: { Code: 'GM-0010' } });
  });

  it('updates and deletes many', async () => {
    const created = await Promise.all(
      ['Bulk A', 'Bulk B', 'Bulk C'].map((name) =>
        parameters.create(TAGS, { data: { name } }).then(({ data }) => data.id),
      ),
    );
    const updated = await parameters.updateMany(TAGS, { ids: created, data: { description: 'bulk' } });
    expect([...(updated.data ?? [])].sort()).toEqual([...created].sort());
    const { data } = await parameters.getMany(TAGS, { ids: created });
    expect(data.map((tag) => tag.description)).toEqual(['bulk', 'bulk', 'bulk']);
    expect(data.map((tag) => tag.name).sort()).toEqual(['Bulk A', 'Bulk B', 'Bulk C']);

    const deleted = await parameters.deleteMany(TAGS, { ids: created });
    expect([...(deleted.data ?? [])].sort()).toEqual([...created].sort());
    expect((await parameters.getMany(TAGS, { ids: created })).data).toEqual([]);
  });

  it('shares global resources (brands) between entities', async () => {
    const from9 = await all(BRANDS, {});
    const from2 = await all(BRANDS, {}, terminalsOfEntity2);
    expect(from9.total).toBeGreaterThan(0);
    expect(from2.data).toEqual(from9.data);

    const created = await terminal.create(BRANDS, { data: { name: 'Engine Brand' } });
    const seen = await terminalsOfEntity2.getOne(BRANDS, { id: created.data.id });
    expect(seen.data).toEqual(created.data);
    await terminal.delete(BRANDS, { id: created.data.id });
  });

  it('reads operations from the transaction service without the entity header', async () => {
    const { data, total } = await transactions.getList(OPERATIONS, {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'amount', order: 'DESC' },
      filter: { status: 'CLOSED' },
    });
    expect(total).toBeGreaterThan(5);
    expect(data).toHaveLength(5);
    data.forEach((operation) => expect(operation.status).toBe('CLOSED'));
    const amounts = data.map((operation) => Number(operation.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await transactions.getOne(OPERATIONS, { id: data[0].id })).data).toEqual(data[0]);
    await expect(transactions.create(OPERATIONS, { data: {} })).rejects.toMatchObject({ status: 405 });
  });
});
