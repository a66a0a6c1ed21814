import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, signIn, tokenCall } from './testClient';

interface Mail {
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: string;
}

describe('password recovery, reset and change', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const post = (path: string, body: unknown, token?: string) =>
    api(sandbox.baseUrl, `/identity/api/v1${path}`, { method: 'POST', body, token });
  const outbox = async (to: string) =>
    (await api(sandbox.baseUrl, `/sandbox/outbox?to=${encodeURIComponent(to)}`)).list as Mail[];
  const recoverCode = async (userName: string) => {
    expect(await post('/User/recover-password', { userName })).toMatchObject({ status: 200, body: {} });
    const [mail] = await outbox(userName);
    return String(mail?.code);
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('mails a 6-digit code to the user, found by user name or e-mail', async () => {
    const code = await recoverCode('processor');
    const [mail] = await outbox('processor@sandbox.console.local');
    expect(mail).toMatchObject({ recipient: 'processor@sandbox.console.local', code });
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.body).toContain(code);
    expect(new Date(String(mail?.createdAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await post('/User/recover-password', { email: 'processor@sandbox.console.local' })).status).toBe(200);
    const mails = await outbox('processor');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.code).not.toBe(code);
  });

  it('answers 200 for unknown accounts too, and mails nothing', async () => {
    expect(await post('/User/recover-password', { userName: 'nobody' })).toMatchObject({ status: 200, body: {} });
    expect(await post('/User/recover-password', { email: 'nobody@example.com' })).toMatchObject({ status: 200 });
    expect(await outbox('nobody')).toEqual([]);
  });

  it('validates the secure code: IS-0017 when wrong, IS-0011 when expired', async () => {
    const code = await recoverCode('acquirer');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await post('/TwoFA/ValidateSecureCode', { userName: 'acquirer', code: wrong })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0017' },
    });
    expect(await post('/TwoFA/ValidateSecureCode', { userName: 'acquirer', code: 'abc' })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0017' },
    });
    expect(await post('/TwoFA/ValidateSecureCode', { userName: 'nobody', code })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0017' },
    });
    expect(await post('/TwoFA/ValidateSecureCode', { userName: 'acquirer', code })).toMatchObject({
      status: 200,
      body: { valid: true },
    });

    sandbox.context.db.prepare('UPDATE secure_codes SET expires_at = ?').run(Date.now() - 1);
    expect(await post('/TwoFA/ValidateSecureCode', { userName: 'acquirer', code })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0011' },
    });
    expect(
      await post('/User/reset-password', {
        userName: 'acquirer',
        code,
        password: 'Fresh#2026x',
        confirmation: 'Fresh#2026x',
      }),
    ).toMatchObject({
      body: { Code: 'IS-0011' },
    });
  });

  it('drops a code after five wrong guesses', async () => {
    const code = await recoverCode('noperm');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let guess = 0; guess < 5; guess += 1)
      await post('/TwoFA/ValidateSecureCode', { userName: 'noperm', code: wrong });
    expect(await post('/TwoFA/ValidateSecureCode', { userName: 'noperm', code })).toMatchObject({
      status: 400,
      body: { Code: 'IS-0017' },
    });
  });

  it('resets the password with the code: weak, mismatching and reused passwords are refused', async () => {
    const code = await recoverCode('processor');
    const reset = (password: string, confirmation = password) =>
      post('/User/reset-password', { userName: 'processor', code, password, confirmation });
    expect(await reset('weakpass')).toMatchObject({ status: 400, body: { Code: 'IS-0003' } });
    expect(await reset('Strong#2026', 'Strong#2027')).toMatchObject({ status: 400, body: { Code: 'IS-0001' } });
    expect(await reset('Processor#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0020' } });
    expect(await reset('Strong#2026')).toMatchObject({ status: 200 });

    expect(
      (await tokenCall(sandbox.baseUrl, { userName: 'processor', password: 'Processor#2026' })).body.error_description,
    ).toBe('invalid username or password');
    expect((await tokenCall(sandbox.baseUrl, { userName: 'processor', password: 'Strong#2026' })).status).toBe(200);
    expect(await reset('Another#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0017' } });
  });

  it('unblocks a blocked user who resets the password', async () => {
    const code = await recoverCode('blocked');
    expect(
      await post('/User/reset-password', {
        userName: 'blocked',
        code,
        password: 'Unblocked#2026',
        confirmation: 'Unblocked#2026',
      }),
    ).toMatchObject({ status: 200 });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'blocked', password: 'Unblocked#2026' })).status).toBe(200);
  });

  it('changes the password of the signed-in user', async () => {
    const { accessToken } = await signIn(sandbox.baseUrl, 'partner', 'Partner#2026');
    const change = (currentPassword: string, password: string, confirmation = password) =>
      post('/User/change-password', { currentPassword, password, confirmation }, accessToken);
    expect(await change('Wrong#2026', 'Changed#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0010' } });
    expect(await post('/User/change-password', undefined, accessToken)).toMatchObject({
      status: 400,
      body: { Code: 'IS-0010' },
    });
    expect(await change('Partner#2026', 'short')).toMatchObject({ status: 400, body: { Code: 'IS-0003' } });
    expect(await change('Partner#2026', 'Changed#2026', 'Changed#2027')).toMatchObject({
      status: 400,
      body: { Code: 'IS-0001' },
    });
    expect(await change('Partner#2026', 'Partner#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0020' } });
    expect(await change('Partner#2026', 'Changed#2026')).toMatchObject({ status: 200 });
    expect(await change('Changed#2026', 'Partner#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0020' } });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'partner', password: 'Changed#2026' })).status).toBe(200);
  });

  it('refuses change-password without a token', async () => {
    expect(
      (await post('/User/change-password', { currentPassword: 'x', password: 'y', confirmation: 'y' })).status,
    ).toBe(401);
  });
});
