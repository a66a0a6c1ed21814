import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { claimsOf, signIn, tokenCall } from './testClient';

const HOUR_MS = 3_600_000;

describe('the absolute lifetime of a session', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sandbox.close();
  });

  it('ends at the sign-in time plus the cookie period, however often it is refreshed', async () => {
    // The personas' cookie period is one day.
    const signedInAt = Date.now();
    let { refreshToken } = await signIn(sandbox.baseUrl, 'readonly', 'Readonly#2026');
    const refresh = () =>
      tokenCall(sandbox.baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: '' });
    for (const hours of [10, 10, 3.5]) {
      vi.setSystemTime(Date.now() + hours * HOUR_MS);
      const { status, body } = await refresh();
      expect(status).toBe(200);
      refreshToken = String(body.refresh_token);
      // The last access token stops with the session, not an hour after the refresh.
      expect(claimsOf(String(body.access_token)).exp * 1000).toBeLessThanOrEqual(signedInAt + 24 * HOUR_MS);
    }
    vi.setSystemTime(signedInAt + 24 * HOUR_MS + 1000);
    expect((await refresh()).body).toMatchObject({ error: 'invalid_grant' });
  });
});
