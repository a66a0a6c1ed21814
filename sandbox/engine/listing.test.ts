import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { asRecords, callerOf, type Json } from './testApi';

/**
 * Lists answer the same pages and totals whatever plan the store picks for them (one filter or
 * none, intersected indexes read whole or walked in sort order, residual filters), checked
 * against entity 9's rows read straight from the database.
 */

type Row = { id: number } & Json;
type Order = 'ASC' | 'DESC';

describe('list plans', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let token: string;
  const rowsOf = (table: string): Row[] =>
    (
      sandbox.context.db.prepare(`SELECT id, data FROM ${table} WHERE entity_id = 9`).all() as {
        id: number;
        data: string;
      }[]
    ).map((row) => ({ id: row.id, ...(JSON.parse(row.data) as Json) }));
  let terminals: Row[];
  let operations: Row[];

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 6000 });
    call = callerOf(sandbox);
    token = (await sandbox.tokenFor('admin', 9)).token;
    terminals = rowsOf('r_terminals');
    operations = rowsOf('r_operations');
    // Seeding 6000 terminals passes the default 10 s hook limit on two busy cores.
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const compare = (a: unknown, b: unknown) => {
    const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a.toLowerCase(), b.toLowerCase()] : [a, b];
    if (x === y) return 0;
    if (x === null || x === undefined) return -1;
    if (y === null || y === undefined) return 1;
    return (x as number) < (y as number) ? -1 : 1;
  };

  const expectPage = async (
    path: string,
    rows: Row[],
    filter: Json,
    test: (row: Row) => boolean,
    [field, order]: [string, Order],
    range: [number, number],
  ) => {
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify([field, order]),
      range: JSON.stringify(range),
    });
    const answer = await call('GET', `${path}?${query}`, { token, entity: 9 });
    expect(answer.status).toBe(200);
    const sign = order === 'ASC' ? 1 : -1;
    const matched = rows.filter(test).sort((a, b) => sign * (compare(a[field], b[field]) || a.id - b.id));
    expect(Number(answer.headers.get('content-range')?.split('/').pop())).toBe(matched.length);
    expect(asRecords(answer.json).map((row) => row.id)).toEqual(
      matched.slice(range[0], range[1] + 1).map((row) => row.id),
    );
    return matched.length;
  };
  const terminalPage = (filter: Json, test: (row: Row) => boolean, sort: [string, Order], range: [number, number]) =>
    expectPage('/terminal/api/v1/Terminal', terminals, filter, test, sort, range);

  it('intersects indexed filters and walks the sort index when many match', async () => {
    const filter = { connectionType: ['WIFI', 'MOBILE'], batteryLevel_gte: 10 };
    const test = (t: Row) => ['WIFI', 'MOBILE'].includes(String(t.connectionType)) && Number(t.batteryLevel) >= 10;
    for (const sort of [
      ['batteryLevel', 'ASC'],
      ['batteryLevel', 'DESC'],
      ['id', 'DESC'],
      ['lastConnectionDate', 'ASC'],
    ] as [string, Order][]) {
      for (const range of [
        [0, 24],
        [100, 149],
        [1400, 1424],
      ] as [number, number][]) {
        expect(await terminalPage(filter, test, sort, range)).toBeGreaterThan(1000);
      }
    }
  });

  it('intersects indexed filters and sorts the matches when few match', async () => {
    const { brandId, modelId } = terminals[0];
    const tags = [...new Set(terminals.flatMap((t) => t.tagIds as number[]))].slice(0, 2);
    const byBrand = (t: Row) => t.brandId === brandId && t.connectionType === 'WIFI';
    expect(
      await terminalPage({ brandId, connectionType: 'WIFI' }, byBrand, ['batteryLevel', 'DESC'], [0, 24]),
    ).toBeLessThan(1000);
    const tagged = (t: Row) =>
      t.modelId === modelId &&
      (t.tagIds as number[]).some((tag) => tags.includes(tag)) &&
      String(t.serialNumber).includes('000');
    await terminalPage(
      { modelId, tagIds_inc_any: tags, serialNumber_q: '000' },
      tagged,
      ['serialNumber', 'ASC'],
      [0, 9],
    );
    const searched = (t: Row) =>
      t.modelId === modelId && String(t.imei).includes(String(terminals[5].imei).slice(2, 6));
    await terminalPage({ modelId, q: String(terminals[5].imei).slice(2, 6) }, searched, ['owner', 'DESC'], [0, 24]);
  });

  it('reads one filter through its index, residual filters row by row', async () => {
    const { modelId, brandId } = terminals[1];
    await terminalPage({ modelId }, (t) => t.modelId === modelId, ['serialNumber', 'ASC'], [50, 74]);
    await terminalPage({}, () => true, ['lastConnectionDate', 'DESC'], [975, 999]);
    const caja = (t: Row) =>
      t.brandId === brandId &&
      [t.serialNumber, t.alias, t.imei].some((v) => typeof v === 'string' && v.toLowerCase().includes('j'));
    await terminalPage({ brandId, q: 'j' }, caja, ['batteryLevel', 'ASC'], [0, 24]);
    await terminalPage(
      { id: terminals.slice(0, 30).map((t) => t.id), brandId },
      (t) => terminals.slice(0, 30).includes(t) && t.brandId === brandId,
      ['id', 'ASC'],
      [0, 99],
    );
  });

  it('plans the transaction list the same way', async () => {
    const test = (o: Row) => o.status === 'CLOSED' && o.type !== 'REFUND';
    const filter = { status: 'CLOSED', type: ['SALE', 'CANCELLATION', 'PRE_AUTHORIZATION'] };
    expect(
      await expectPage('/transactions/transactions', operations, filter, test, ['amount', 'DESC'], [200, 224]),
    ).toBeGreaterThan(1000);
    await expectPage(
      '/transactions/transactions',
      operations,
      { ...filter, amount_gte: 100 },
      (o) => test(o) && Number(o.amount) >= 100,
      ['date', 'ASC'],
      [0, 24],
    );
  });
});
