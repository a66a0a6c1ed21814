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

const HOUR_MS = 3_600_000;

describe('password recovery, reset and change', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const post = (path: string, body: unknown, token?: string) =>
    api(sandbox.baseUrl, `/identity/api/v1${path}`, { method: 'POST', body, token });
  const outbox = async (to: string) =>
    (await api(sandbox.baseUrl, `/sandbox/outbox?to=${encodeURIComponent(to)}`)).list as Mail[];
  /** Ages every mail an hour, as if the recovery quota's hour had passed. */
  const ageMails = () => sandbox.context.db.prepare('UPDATE outbox SET created_at = created_at - ?').run(HOUR_MS);
  const recoverCode = async (userName: string) => {
    ageMails();
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

    ageMails();
    expect((await post('/User/recover-password', { email: 'processor@sandbox.console.local' })).status).toBe(200);
    const mails = await outbox('processor');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.code).not.toBe(code);
  });

  it('mails one code a minute and five an hour, however often it is asked', async () => {
    ageMails();
    const recoveries = () => outbox('readonly').then((mails) => mails.filter((mail) => mail.code !== null));
    const before = (await recoveries()).length;
    for (let call = 0; call < 15; call += 1)
      expect(await post('/User/recover-password', { userName: 'readonly' })).toMatchObject({ status: 200, body: {} });
    expect((await recoveries()).length - before).toBe(1);
    for (let minute = 0; minute < 6; minute += 1) {
      sandbox.context.db.prepare('UPDATE outbox SET created_at = created_at - 61000').run();
      await post('/User/recover-password', { userName: 'readonly' });
    }
    expect((await recoveries()).length - before).toBe(5);
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

  it("keeps an administrator's block through a password recovery", async () => {
    const code = await recoverCode('blocked');
    expect(
      await post('/User/reset-password', {
        userName: 'blocked',
        code,
        password: 'Unblocked#2026',
        confirmation: 'Unblocked#2026',
      }),
    ).toMatchObject({ status: 200 });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'blocked', password: 'Unblocked#2026' })).body).toMatchObject({
      Code: 'IS-0021',
      error_description: 'user blocked',
    });
    const { userId } = await sandbox.tokenFor('blocked');
    expect(sandbox.context.store.get('users', userId)?.status).toBe('BLOCKED');
  });

  it('lifts an automatic lockout with a password recovery', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await tokenCall(sandbox.baseUrl, { userName: 'noperm', password: 'Wrong#2026' });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'noperm', password: 'Noperm#2026' })).status).toBe(400);
    const code = await recoverCode('noperm');
    const reset = { userName: 'noperm', code, password: 'Recovered#2026', confirmation: 'Recovered#2026' };
    expect(await post('/User/reset-password', reset)).toMatchObject({ status: 200 });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'noperm', password: 'Recovered#2026' })).status).toBe(200);
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
    expect((await outbox('partner'))[0]).toMatchObject({ subject: 'Tu contraseña ha cambiado' });
  });

  it("ends the user's other sessions, access and refresh tokens, when the password changes", async () => {
    const mine = await signIn(sandbox.baseUrl, 'readonly', 'Readonly#2026');
    const other = await signIn(sandbox.baseUrl, 'readonly', 'Readonly#2026');
    const entities = (token: string) => api(sandbox.baseUrl, '/terminal/api/v1/Entity', { token });
    expect((await entities(other.accessToken)).status).toBe(200);
    const changed = await post(
      '/User/change-password',
      { currentPassword: 'Readonly#2026', password: 'Readonly#2027', confirmation: 'Readonly#2027' },
      mine.accessToken,
    );
    expect(changed.status).toBe(200);
    expect((await entities(other.accessToken)).status).toBe(401);
    const refresh = (refreshToken: string) =>
      tokenCall(sandbox.baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: '' });
    expect((await refresh(other.refreshToken)).body).toMatchObject({ error: 'invalid_grant' });
    expect((await entities(mine.accessToken)).status).toBe(200);
    expect((await refresh(mine.refreshToken)).status).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: the fifth locks the name out', async () => {
    const { accessToken } = await signIn(sandbox.baseUrl, 'acquirer', 'Acquirer#2026');
    const change = (currentPassword: string) =>
      post(
        '/User/change-password',
        { currentPassword, password: 'Other#2026x', confirmation: 'Other#2026x' },
        accessToken,
      );
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await change('Wrong#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0010' } });
    expect(await change('Acquirer#2026')).toMatchObject({ status: 400, body: { Code: 'IS-0010' } });
    expect((await tokenCall(sandbox.baseUrl, { userName: 'acquirer', password: 'Acquirer#2026' })).body).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid username or password',
    });
    expect((await outbox('acquirer'))[0]).toMatchObject({ subject: 'Tu cuenta se ha bloqueado temporalmente' });
  });

  it('refuses change-password without a token', async () => {
    expect(
      (await post('/User/change-password', { currentPassword: 'x', password: 'y', confirmation: 'y' })).status,
    ).toBe(401);
  });
});
