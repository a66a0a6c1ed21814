import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { asRecord, asRecords, callerOf, type CallOptions } from '../engine/testApi';

/** Starting a sandbox seeds a world: seconds on two busy cores. */
const START_TIMEOUT = 60_000;
const BINS = '/parameters/api/v1/BinConfig';

/** The sandbox refuses what the BIN form refuses, with the same codes (resources/bins). */
describe('BIN rules in the sandbox', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let as9: (method: string, path: string, options?: CallOptions) => ReturnType<ReturnType<typeof callerOf>>;
  const bin = (ranges: { from: number; to: number }[], extra: Record<string, unknown> = {}) => ({
    name: `BIN ${ranges.map((r) => r.from).join('-')}`,
    ranges,
    ...extra,
  });

  beforeAll(async () => {
    sandbox = await startSandbox();
    const call = callerOf(sandbox);
    const admin = await sandbox.tokenFor('admin', 9);
    as9 = (method, path, options = {}) => call(method, path, { token: admin.token, entity: 9, ...options });
  }, START_TIMEOUT);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses a range another BIN of the entity covers, at its path, with PM-0019', async () => {
    // Visa crédito holds 400000-419999 in every entity.
    const touching = await as9('POST', BINS, {
      body: bin([
        { from: 100, to: 200 },
        { from: 419999, to: 419999 },
      ]),
    });
    expect(touching.status).toBe(400);
    expect(touching.json).toEqual({
      Code: 'PM-0019',
      Message: 'PM-0019',
      Errors: { 'ranges.1.from': 'reference.bins.rangeTaken' },
    });
    const free = await as9('POST', BINS, { body: bin([{ from: 100, to: 200 }]) });
    expect(free.status).toBe(201);
  });

  it('lets a BIN keep its own ranges on edit but not take another one', async () => {
    const list = asRecords((await as9('GET', `${BINS}?filter=${encodeURIComponent('{"q":"Visa crédito"}')}`)).json);
    const visa = list.find((record) => record.name === 'Visa crédito');
    expect(visa).toBeDefined();
    const same = await as9('PUT', `${BINS}/${String(visa?.id)}`, { body: { maxInstallments: 2 } });
    expect(same.status).toBe(200);
    const grab = await as9('PUT', `${BINS}/${String(visa?.id)}`, { body: { ranges: [{ from: 420000, to: 420001 }] } });
    expect(asRecord(grab.json).Errors).toEqual({ 'ranges.0.from': 'reference.bins.rangeTaken' });
  });

  it('refuses overlapping ranges inside one BIN, a reversed range, and installments outside 1-99', async () => {
    const inside = await as9('POST', BINS, {
      body: bin([
        { from: 1000, to: 1100 },
        { from: 1100, to: 1200 },
      ]),
    });
    expect(asRecord(inside.json).Errors).toEqual({ 'ranges.1.from': 'validation.rangesOverlap' });
    const reversed = await as9('POST', BINS, { body: bin([{ from: 2000, to: 1999 }]) });
    expect(asRecord(reversed.json).Errors).toEqual({ 'ranges.0.to': 'validation.rangeOrder' });
    const none = await as9('POST', BINS, { body: bin([]) });
    expect(asRecord(none.json).Errors).toEqual({ ranges: 'validation.minItems' });
    for (const [value, expected] of [
      [0, 400],
      [100, 400],
      [1, 201],
      [99, 201],
    ] as const) {
      const answer = await as9('POST', BINS, {
        body: bin([{ from: 3000 + value, to: 3000 + value }], { maxInstallments: value }),
      });
      expect(answer.status, `maxInstallments ${value}`).toBe(expected);
    }
  });
});
