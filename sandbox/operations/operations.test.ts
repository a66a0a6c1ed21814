import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, asRecords, callerOf } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/** The operations list's totals and the Artemis reports' files. */
describe('operations and artemis reports', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 60 });
    call = callerOf(sandbox);
    token = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(async () => sandbox?.close());

  const query = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

  it('totals exactly what the filtered list finds', async () => {
    const filter = { type: 'SALE', status: 'CLOSED' };
    const list = asRecords(
      (await call('GET', `/transactions/transactions?range=[0,4999]&${query(filter)}`, { token })).json,
    );
    const totals = asRecord((await call('GET', `/transactions/transactions/totals?${query(filter)}`, { token })).json);
    const cents = list.reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
    expect(totals.sales).toEqual({ count: list.length, amount: cents / 100 });
    expect(totals.void).toEqual({ count: 0, amount: 0 });
    const noperm = (await sandbox.tokenFor('noperm', 9)).token;
    expect((await call('GET', '/transactions/transactions/totals', { token: noperm })).status).toBe(403);
  });

  it('downloads a report as the CSV of its period’s operations, one row per listed record', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'SENT' }));
    const [report] = asRecords(
      (await call('GET', `/reports/api/v1/action-registry/artemis-report?range=[0,0]&filter=${filter}`, { token }))
        .json,
    );
    expect(Number(report.records)).toBeGreaterThan(0);
    const answer = await call('GET', `/reports/api/v1/action-registry/artemis-report/${report.id}/download`, {
      token,
      entity: 9,
    });
    expect(answer.status).toBe(200);
    const file = asRecord(answer.json);
    expect(file.fileName).toBe(report.fileName);
    const lines = Buffer.from(String(file.base64), 'base64').toString('utf8').trim().split('\r\n');
    expect(lines[0].replace(/^\uFEFF/, '')).toBe(
      'date,reference,commerceId,terminalSerial,type,status,amount,currency,cardBrand,authorizationCode',
    );
    expect(lines.length - 1).toBe(report.records);
    lines.slice(1).forEach((line) => expect(line.startsWith(String(report.period))).toBe(true));
  });
});
