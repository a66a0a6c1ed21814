import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, CLIENT, tokenCall } from './testClient';

const MINUTE_MS = 60_000;
const WRONG = 'Wrong#2026';

describe('automatic lockouts of sign-in', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const login = (userName: string, password = WRONG) => tokenCall(sandbox.baseUrl, { userName, password });
  const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE_MS);

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => sandbox.close());

  it('answers a known and an unknown name alike, before, at and after the lockout', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      known.push(await login('readonly'));
      unknown.push(await login('nobody-at-all'));
    }
    expect(unknown).toEqual(known);
    expect(new Set(known.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(known[0]).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'invalid username or password' },
      list: [],
    });
    // Locked: the right password is refused the same way.
    expect(await login('readonly', 'Readonly#2026')).toEqual(known[0]);
  });

  it('counts space-padded and differently cased variants of a name as the name', async () => {
    for (const variant of [' processor', 'processor ', 'PROCESSOR', '\tProcessor', '  processor  '])
      await login(variant);
    expect((await login('processor', 'Processor#2026')).status).toBe(400);
    expect((await login(' processor ', 'Processor#2026')).status).toBe(400);
  });

  it("lasts a while, is lifted by the user's own password after it, and grows when repeated", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let attempt = 0; attempt < 5; attempt += 1) await login('partner');
    expect((await login('partner', 'Partner#2026')).status).toBe(400);
    later(29);
    expect((await login('partner', 'Partner#2026')).status).toBe(400);
    later(2);
    expect((await login('partner', 'Partner#2026')).status).toBe(200);

    // The success starts the count again; a second lockout in a row would have doubled.
    for (let attempt = 0; attempt < 5; attempt += 1) await login('partner');
    later(31);
    for (let attempt = 0; attempt < 5; attempt += 1) await login('partner');
    later(31);
    expect((await login('partner', 'Partner#2026')).status).toBe(400);
    later(30);
    expect((await login('partner', 'Partner#2026')).status).toBe(200);
  });

  it('tells the user by mail when the name is locked out', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('noperm');
    const mails = (await api(sandbox.baseUrl, '/sandbox/outbox?to=noperm')).list;
    expect(mails[0]).toMatchObject({ subject: 'Tu cuenta se ha bloqueado temporalmente' });
  });
});

describe('sign-in limits per address and overall', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const from = (remoteAddress: string, userName: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: '/auth/connect/token',
      remoteAddress,
      payload: new URLSearchParams({
        grant_type: 'password',
        scope: 'api offline_access',
        ...CLIENT,
        userName,
        password: WRONG,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  beforeAll(async () => {
    sandbox = await startSandbox({ addressRatePerMinute: 3, globalRatePerMinute: 6, lockoutFailures: 100 });
  });
  afterAll(() => sandbox.close());

  it('limits one address whatever names it tries, then everybody together', async () => {
    const statuses = [];
    for (const name of ['a1', 'a2', 'a3', 'a4']) statuses.push((await from('10.0.0.1', name)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const others = [];
    for (const address of ['10.0.0.2', '10.0.0.3', '10.0.0.4']) others.push((await from(address, 'b')).statusCode);
    // Four calls so far count towards the overall six: the seventh, from anywhere, is refused.
    expect(others).toEqual([400, 400, 429]);
  });
});
