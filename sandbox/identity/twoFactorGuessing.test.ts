import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personas } from '../../fixtures/personas';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, signIn, tokenCall } from './testClient';
import { totp } from './totp';

const SECRET = personas.find((persona) => persona.userName === 'twofa')!.totpSecret!;
const PASSWORD = 'Twofa#2026';
const wrongOf = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

describe('guessing and replaying 2FA codes', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const grant = (totpcode: string) => tokenCall(sandbox.baseUrl, { userName: 'twofa', password: PASSWORD, totpcode });
  const validate = (token: string, code: string) =>
    api(sandbox.baseUrl, '/identity/api/v1/TwoFA/validate2facode', { method: 'POST', token, body: { code } });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sandbox.close();
  });

  it('refuses a second password grant with the same code', async () => {
    nextStep();
    const code = totp(SECRET);
    expect((await grant(code)).status).toBe(200);
    expect((await grant(code)).body).toMatchObject({ Code: 'IS-0015' });
    nextStep();
    expect((await grant(totp(SECRET))).status).toBe(200);
  });

  it('stops a guesser at the fifth wrong code: the right one is refused until the lockout ends', async () => {
    nextStep();
    const code = totp(SECRET);
    for (let guess = 0; guess < 5; guess += 1)
      expect((await grant(wrongOf(code))).body).toMatchObject({ Code: 'IS-0015' });
    expect((await grant(code)).body).toMatchObject({ Code: 'IS-0015' });
    const mails = (await api(sandbox.baseUrl, '/sandbox/outbox?to=twofa')).list;
    expect(mails[0]).toMatchObject({ subject: 'Tu cuenta se ha bloqueado temporalmente' });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await grant(totp(SECRET))).status).toBe(200);
  });

  it('counts failures of the validation call with those of sign-in, and takes a code there once', async () => {
    nextStep();
    const { accessToken } = await signIn(sandbox.baseUrl, 'twofa', PASSWORD, { totpcode: totp(SECRET) });
    nextStep();
    const code = totp(SECRET);
    expect((await validate(accessToken, code)).status).toBe(200);
    expect((await validate(accessToken, code)).body).toMatchObject({ Code: 'IS-0015' });
    for (let guess = 0; guess < 3; guess += 1) await validate(accessToken, wrongOf(code));
    // Two wrong codes at sign-in make five: the next right code is refused everywhere.
    nextStep();
    const fresh = totp(SECRET);
    await grant(wrongOf(fresh));
    expect((await validate(accessToken, fresh)).body).toMatchObject({ Code: 'IS-0015' });
    expect((await grant(fresh)).body).toMatchObject({ Code: 'IS-0015' });
  });
});

describe('the validation call is rate limited as sign-in', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ tokenRatePerMinute: 3, lockoutFailures: 100 });
  });
  afterAll(() => sandbox.close());

  it('answers 429 past the limit per user', async () => {
    const { token } = await sandbox.tokenFor('twofa');
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      const answer = await api(sandbox.baseUrl, '/identity/api/v1/TwoFA/validate2facode', {
        method: 'POST',
        token,
        body: { code: '000000' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
