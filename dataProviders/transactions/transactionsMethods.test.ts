import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../fixtures/world';
import { schemas } from '../../resources/schemaLookup';
import { startSandbox, type TestSandbox } from '../../sandbox/testing/startSandbox';
import { createCompositeDataProvider } from '../compositeDataProvider';
import { createFakeRestProvider } from '../fakerest';
import { createHttpClient } from '../httpClient';
import { mapServiceError } from '../responseErrors';
import { serviceUrlsFrom } from '../services';
import { createHttpTransactionsMethods } from './transactionsHttp';
import type { TransactionsDataProvider, TransactionsMethods } from './transactionsMethods';

const TERMINALS = 200;
const ENTITIES = [9, 2, 3, 4, 6];
const DAYS = [
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-10-01',
];

describe('transaction methods over HTTP', () => {
  const recorder = () => {
    const calls: { url: string; headers: Headers }[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), headers: new Headers(init?.headers) });
      const path = new URL(String(url)).pathname;
      const body = path.endsWith('/summary')
        ? {
            date: '2026-11-22',
            latestDate: '2026-11-22',
            currency: 'EUR',
            operations: 0,
            sales: { count: 0, amount: 0 },
            cancellations: { count: 0, amount: 0 },
            refunds: { count: 0, amount: 0 },
            net: { count: 0, amount: 0 },
          }
        : path.endsWith('/count_hourly')
          ? [{ hour: 0, count: 1, amount: 2.5 }]
          : [{ month: '2026-11', count: 3, amount: 10 }];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const urls = serviceUrlsFrom({ apiBaseUrl: 'https://api.example.test' });
    const httpClientFor = createHttpClient({ token: () => 'tok', entityId: () => '9' }, mapServiceError, fetchImpl);
    const provider: TransactionsDataProvider = createCompositeDataProvider({ schemas, urls, httpClientFor });
    return { calls, provider };
  };

  it("calls the transaction service's summary, count_hourly and count_monthly without the entity header", async () => {
    const { calls, provider } = recorder();
    await provider.transactionSummary({ date: '2026-11-22' });
    await provider.transactionSummary({});
    expect((await provider.transactionsHourly({ date: '2026-11-22' })).data).toEqual([
      { hour: 0, count: 1, amount: 2.5 },
    ]);
    expect((await provider.transactionsMonthly({ months: 6 })).data).toEqual([
      { month: '2026-11', count: 3, amount: 10 },
    ]);
    expect(calls.map(({ url }) => url)).toEqual([
      'https://api.example.test/transactions/summary?date=2026-11-22',
      'https://api.example.test/transactions/summary',
      'https://api.example.test/transactions/count_hourly?date=2026-11-22',
      'https://api.example.test/transactions/count_monthly?months=6',
    ]);
    calls.forEach(({ headers }) => {
      expect(headers.get('Authorization')).toBe('Bearer tok');
      expect(headers.get('entity-id')).toBeNull();
    });
  });

  it('refuses an answer of another shape', async () => {
    const http = createHttpClient(
      { token: () => 'tok', entityId: () => null },
      mapServiceError,
      (async () => new Response('{"date":1}', { status: 200 })) as typeof fetch,
    )('transactions');
    const methods = createHttpTransactionsMethods('https://api.example.test/transactions', http);
    await expect(methods.transactionSummary({})).rejects.toThrow();
  });
});

/**
 * The same world served by the sandbox (over HTTP) and held by fakerest (in memory) gives the same
 * figures, to the cent, for every entity: the two implementations of one interface cannot drift.
 */
describe('the HTTP and in-memory transaction methods agree on the same world', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  const pairs = new Map<number, { http: TransactionsMethods; memory: TransactionsMethods }>();

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: TERMINALS });
    // The world the sandbox seeded: generateWorld draws resources in the order of the schemas it
    // is given, and the sandbox reads them folder by folder rather than in registry order.
    const world = generateWorld(sandbox.context.schemas, { terminals: TERMINALS });
    for (const entityId of ENTITIES) {
      const { token } = await sandbox.tokenFor('admin', entityId);
      const httpClientFor = createHttpClient({ token: () => token, entityId: () => String(entityId) }, mapServiceError);
      const urls = serviceUrlsFrom({ apiBaseUrl: sandbox.baseUrl });
      const http: TransactionsDataProvider = createCompositeDataProvider({ schemas, urls, httpClientFor });
      const memory = createFakeRestProvider(schemas, world, { entityId: () => String(entityId) });
      pairs.set(entityId, { http, memory });
    }
  });
  afterAll(() => sandbox.close());

  const both = (entityId: number) => {
    const pair = pairs.get(entityId);
    if (!pair) throw new Error(`no providers for ${entityId}`);
    return pair;
  };

  it.each(ENTITIES)('entity %i: the newest day and every day of the week', async (entityId) => {
    const { http, memory } = both(entityId);
    const latest = await http.transactionSummary({});
    expect(latest).toEqual(await memory.transactionSummary({}));
    expect(latest.data.date).toBe('2026-11-22');
    for (const date of DAYS) {
      expect(await http.transactionSummary({ date }), date).toEqual(await memory.transactionSummary({ date }));
    }
  });

  it.each(ENTITIES)('entity %i: hours of a day', async (entityId) => {
    const { http, memory } = both(entityId);
    for (const date of ['2026-11-22', '2026-11-19', undefined]) {
      const answer = await http.transactionsHourly({ date });
      expect(answer.data).toHaveLength(24);
      expect(answer, date).toEqual(await memory.transactionsHourly({ date }));
    }
  });

  it.each(ENTITIES)('entity %i: months', async (entityId) => {
    const { http, memory } = both(entityId);
    for (const params of [{ months: 6 }, {}, { months: 2, until: '2026-12' }, { months: 1 }]) {
      expect(await http.transactionsMonthly(params)).toEqual(await memory.transactionsMonthly(params));
    }
  });

  it('both refuse a malformed day with a 400', async () => {
    const { http, memory } = both(9);
    await expect(http.transactionSummary({ date: '2026-02-30' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(memory.transactionSummary({ date: '2026-02-30' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(http.transactionsMonthly({ months: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(memory.transactionsMonthly({ months: 0 })).rejects.toMatchObject({
      status: 400,
    });
  });
});
