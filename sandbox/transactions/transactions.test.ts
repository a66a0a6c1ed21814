import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld, type Row } from '../../fixtures/world';
import { api } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const TERMINALS = 200;

/** What a day of one entity's operations adds up to, computed from the world itself. */
const expectedDay = (operations: readonly Row[], entityId: number, day: string) => {
  const rows = operations.filter((row) => row.entityId === entityId && String(row.date).startsWith(day));
  const figure = (type: string) => {
    const matching = rows.filter((row) => row.type === type);
    return {
      count: matching.length,
      cents: matching.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0),
    };
  };
  const sales = figure('SALE');
  const cancellations = figure('CANCELLATION');
  const refunds = figure('REFUND');
  const money = ({ count, cents }: { count: number; cents: number }) => ({ count, amount: cents / 100 });
  return {
    rows,
    operations: rows.length,
    sales: money(sales),
    cancellations: money(cancellations),
    refunds: money(refunds),
    net: money({
      count: sales.count + cancellations.count + refunds.count,
      cents: sales.cents - cancellations.cents - refunds.cents,
    }),
  };
};

const netCents = (row: Row) => {
  const cents = Math.round(Number(row.amount) * 100);
  return row.type === 'SALE' ? cents : row.type === 'CANCELLATION' || row.type === 'REFUND' ? -cents : 0;
};

describe('transaction service figures', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let operations: Row[];
  let admin: string;
  let processor: string;
  let adminIn3: string;
  const get = (path: string, token?: string, entityId?: number) => api(sandbox.baseUrl, path, { token, entityId });
  const newestDay = (entityId: number) =>
    operations
      .filter((row) => row.entityId === entityId)
      .map((row) => String(row.date).slice(0, 10))
      .sort()
      .at(-1);

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: TERMINALS });
    operations = generateWorld(sandbox.context.schemas, { terminals: TERMINALS }).operations ?? [];
    admin = (await sandbox.tokenFor('admin', 9)).token;
    adminIn3 = (await sandbox.tokenFor('admin', 3)).token;
    processor = (await sandbox.tokenFor('processor')).token;
  });
  afterAll(() => sandbox.close());

  it('answers the newest day with operations when no date is given, and says which', async () => {
    const { status, body } = await get('/transactions/summary', admin);
    expect(status).toBe(200);
    const latest = newestDay(9);
    expect(latest).toBe('2026-11-22');
    expect(body).toMatchObject({ date: latest, latestDate: latest, currency: 'EUR' });
  });

  it.each([
    ['the operator (EUR)', 9, '2026-11-22'],
    ['the operator, an earlier day', 9, '2026-11-18'],
    ['the card processor (DOP)', 3, '2026-11-21'],
  ])("sums a day's sales, cancellations and refunds of %s", async (_, entityId, day) => {
    const token = entityId === 9 ? admin : processor;
    const { status, body } = await get(`/transactions/summary?date=${day}`, token);
    expect(status).toBe(200);
    const expected = expectedDay(operations, entityId, day);
    expect(expected.operations).toBeGreaterThan(0);
    expect(body).toEqual({
      date: day,
      latestDate: newestDay(entityId),
      currency: expected.rows[0].currency,
      operations: expected.operations,
      sales: expected.sales,
      cancellations: expected.cancellations,
      refunds: expected.refunds,
      net: expected.net,
    });
  });

  it("is scoped to the token's entity; a header naming another is refused, as on every service", async () => {
    const day = '2026-11-21';
    const asOperator = await get(`/transactions/summary?date=${day}`, admin);
    expect(asOperator.body.operations).toBe(expectedDay(operations, 9, day).operations);
    expect((await get(`/transactions/summary?date=${day}`, admin, 9)).body).toEqual(asOperator.body);
    const pointed = await get(`/transactions/summary?date=${day}`, admin, 3);
    expect(pointed).toMatchObject({ status: 400, body: { Code: 'GM-0002' } });
    const asProcessorEntity = await get(`/transactions/summary?date=${day}`, adminIn3);
    expect(asProcessorEntity.body.operations).toBe(expectedDay(operations, 3, day).operations);
    expect(asProcessorEntity.body.currency).toBe('DOP');
  });

  it('answers zeros, and still the currency, for a day without operations', async () => {
    const { status, body } = await get('/transactions/summary?date=2026-10-01', admin);
    expect(status).toBe(200);
    const zero = { count: 0, amount: 0 };
    expect(body).toEqual({
      date: '2026-10-01',
      latestDate: '2026-11-22',
      currency: 'EUR',
      operations: 0,
      sales: zero,
      cancellations: zero,
      refunds: zero,
      net: zero,
    });
    const hourly = await get('/transactions/count_hourly?date=2026-10-01', admin);
    expect(hourly.list).toHaveLength(24);
    expect(hourly.list.every((bucket) => (bucket as { count: number }).count === 0)).toBe(true);
  });

  it('splits a day into 24 UTC hours that add up to the summary', async () => {
    const day = '2026-11-22';
    const { status, list } = await get(`/transactions/count_hourly?date=${day}`, admin);
    expect(status).toBe(200);
    const buckets = list as { hour: number; count: number; amount: number }[];
    expect(buckets.map((bucket) => bucket.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    const { rows, operations: total, net } = expectedDay(operations, 9, day);
    buckets.forEach(({ hour, count, amount }) => {
      const inHour = rows.filter((row) => Number(String(row.date).slice(11, 13)) === hour);
      expect(count).toBe(inHour.length);
      expect(amount).toBe(inHour.reduce((sum, row) => sum + netCents(row), 0) / 100);
    });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(total);
    expect(Math.round(buckets.reduce((sum, bucket) => sum + bucket.amount * 100, 0))).toBe(
      Math.round(net.amount * 100),
    );
    // Without a date: the newest day, like the summary.
    expect((await get('/transactions/count_hourly', admin)).list).toEqual(buckets);
  });

  it('counts months, oldest first, ending with the month of the newest operation', async () => {
    const { status, list } = await get('/transactions/count_monthly?months=6', admin);
    expect(status).toBe(200);
    const buckets = list as { month: string; count: number; amount: number }[];
    expect(buckets.map((bucket) => bucket.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const own = operations.filter((row) => row.entityId === 9);
    expect(buckets.at(-1)?.count).toBe(own.filter((row) => String(row.date).startsWith('2026-11')).length);
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(own.length);
    expect(buckets.at(-1)?.amount).toBe(own.reduce((sum, row) => sum + netCents(row), 0) / 100);

    const two = await get('/transactions/count_monthly?months=2&until=2027-01', admin);
    expect(two.list).toEqual([
      { month: '2026-12', count: 0, amount: 0 },
      { month: '2027-01', count: 0, amount: 0 },
    ]);
    expect((await get('/transactions/count_monthly', admin)).list).toHaveLength(6);
  });

  it('refuses malformed parameters and anonymous callers', async () => {
    expect((await get('/transactions/summary?date=2026-02-30', admin)).status).toBe(400);
    expect((await get('/transactions/summary?date=yesterday', admin)).body).toMatchObject({
      Errors: { date: 'invalid' },
    });
    expect((await get('/transactions/count_hourly?date=22-11-2026', admin)).status).toBe(400);
    expect((await get('/transactions/count_monthly?months=0', admin)).status).toBe(400);
    expect((await get('/transactions/count_monthly?months=25', admin)).status).toBe(400);
    expect((await get('/transactions/count_monthly?until=2026-13', admin)).status).toBe(400);
    expect((await get('/transactions/summary')).status).toBe(401);
  });

  it('is open to any signed-in user of the entity (the dashboard needs no permission)', async () => {
    const noperm = (await sandbox.tokenFor('noperm')).token;
    expect((await get('/transactions/summary', noperm)).status).toBe(200);
    // The operations list itself still needs its permission.
    expect((await get('/transactions/transactions', noperm)).status).toBe(403);
  });

  it("reads only the asked range of the entity's date index, months without the table", () => {
    const { db } = sandbox.context;
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(9, '2026-11-22', '2026-11-23') as { detail: string }[])
        .map((row) => row.detail)
        .join(' | ');
    const day = plan(`SELECT count(*) FROM r_operations WHERE entity_id = ? AND "f_date" >= ? AND "f_date" < ?`);
    expect(day).toMatch(
      /USING (COVERING )?INDEX r_operations__(date|figures) \(entity_id=\? AND f_date>\? AND f_date<\?\)/,
    );
    const months = plan(
      `SELECT substr("f_date", 1, 7), count(*), sum(CASE "f_type" WHEN 'SALE' THEN "f_amount" ELSE 0 END) FROM r_operations WHERE entity_id = ? AND "f_date" >= ? AND "f_date" < ? GROUP BY 1`,
    );
    expect(months).toMatch(/USING (COVERING )?INDEX r_operations__figures/);
  });
});
