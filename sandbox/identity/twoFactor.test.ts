import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, signIn, tokenCall } from './testClient';
import { totp } from './totp';

/** Codes are accepted once: the clock moves to the next 30-second step before each fresh one. */
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

describe('2FA enrolment and cookie time', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let token: string;
  const call = (path: string, method = 'POST', body?: unknown) =>
    api(sandbox.baseUrl, `/identity/api/v1${path}`, { method, body, token });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    sandbox = await startSandbox();
    token = (await signIn(sandbox.baseUrl, 'processor', 'Processor#2026')).accessToken;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sandbox.close();
  });

  it('shows a pending secret as an otpauth URI and a PNG QR, the same until regenerated', async () => {
    const first = await call('/TwoFA/qr', 'GET');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enabled: false, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(String(first.body.uri)).toMatch(/^otpauth:\/\/totp\/.*processor\?secret=[A-Z2-7]+&issuer=/);
    expect(String(first.body.qr)).toMatch(/^data:image\/png;base64,/);
    expect((await call('/TwoFA/qr', 'GET')).body.secret).toBe(first.body.secret);
    const regenerated = await call('/TwoFA/regenerateQr');
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.secret).not.toBe(first.body.secret);
  });

  it('enables 2FA with a code of the pending secret, then the token endpoint asks for codes', async () => {
    const secret = String((await call('/TwoFA/qr', 'GET')).body.secret);
    expect(await call('/TwoFA/enable2fa', 'POST', { code: '12345' })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0015' },
    });
    expect(await call('/TwoFA/enable2fa', 'POST', { code: totp(secret) })).toMatchObject({
      status: 200,
      body: { enabled: true },
    });
    const { userId } = await sandbox.tokenFor('processor');
    expect(sandbox.context.store.get('users', userId)?.twoFactorEnabled).toBe(true);

    expect(
      (await tokenCall(sandbox.baseUrl, { userName: 'processor', password: 'Processor#2026' })).body,
    ).toMatchObject({ Code: 'IS-0014' });
    nextStep();
    expect(
      (await tokenCall(sandbox.baseUrl, { userName: 'processor', password: 'Processor#2026', totpcode: totp(secret) }))
        .status,
    ).toBe(200);
    nextStep();
    expect(await call('/TwoFA/validate2facode', 'POST', { code: totp(secret) })).toMatchObject({
      status: 200,
      body: { valid: true },
    });

    expect(await call('/TwoFA/disable2fa', 'POST', { code: '' })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0015' },
    });
    nextStep();
    expect(await call('/TwoFA/disable2fa', 'POST', { code: totp(secret) })).toMatchObject({
      status: 200,
      body: { enabled: false },
    });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'processor', password: 'Processor#2026' })).status).toBe(200);
  });

  it('stores the cookie time (1 to 30 days) and gives refresh tokens that life', async () => {
    for (const days of [0, 31, 2.5, 'x']) {
      expect(await call('/TwoFA/SetCookieTime', 'POST', { days })).toMatchObject({
        status: 400,
        body: { Code: 'IS-0019' },
      });
    }
    expect(await call('/TwoFA/SetCookieTime', 'POST', { days: 7 })).toMatchObject({ status: 200, body: { days: 7 } });
    const { userId } = await sandbox.tokenFor('processor');
    expect(sandbox.context.store.get('users', userId)?.cookieExpirationDays).toBe(7);

    const before = Date.now();
    await signIn(sandbox.baseUrl, 'processor', 'Processor#2026');
    const { expires } = sandbox.context.db.prepare('SELECT max(expires_at) AS expires FROM refresh_tokens').get() as {
      expires: number;
    };
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(7 * 86_400_000 + 60_000);
  });

  it('answers POSTs that carry the JSON content type but no body', async () => {
    const response = await fetch(`${sandbox.baseUrl}/identity/api/v1/TwoFA/regenerateQr`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses the 2FA calls without a token', async () => {
    token = '';
    for (const [path, method] of [
      ['/TwoFA/qr', 'GET'],
      ['/TwoFA/enable2fa', 'POST'],
      ['/TwoFA/SetCookieTime', 'POST'],
    ] as const) {
      expect((await call(path, method, method === 'GET' ? undefined : {})).status).toBe(401);
    }
  });
});
