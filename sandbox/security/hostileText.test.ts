import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/** The input that froze every service for 13.9 s through the e-mail pattern, and its 2 MB form. */
const hostileEmail = (dots: number) => `a@${'.'.repeat(dots)} x`;

describe('hostile text in a request', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(() => sandbox.close());

  it.each([100_000, 2 * 1024 * 1024 - 200])('refuses an e-mail of %i dots at once, naming the field', async (dots) => {
    const call = callerOf(sandbox);
    const started = performance.now();
    const answer = await call('POST', '/identity/api/v1/User', {
      token,
      entity: 9,
      body: { userName: 'hostile', firstName: 'H', lastName: 'H', email: hostileEmail(dots), roleId: 1 },
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ Errors: { email: 'CE-0002' } });
  });
});
