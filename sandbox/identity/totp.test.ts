import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { claimsOf, tokenCall } from './testClient';
import { totp, verifyTotp } from './totp';

const bytes = (text: string) => new TextEncoder().encode(text);

/** RFC 6238 Appendix B: the ASCII seeds, 8 digits, 30-second steps. */
const seeds = {
  sha1: bytes('12345678901234567890'),
  sha256: bytes('12345678901234567890123456789012'),
  sha512: bytes('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('matches the Appendix B vectors at T=%i', (epoch, sha1, sha256, sha512) => {
    expect(totp(seeds.sha1, { algorithm: 'sha1', digits: 8, epoch })).toBe(sha1);
    expect(totp(seeds.sha256, { algorithm: 'sha256', digits: 8, epoch })).toBe(sha256);
    expect(totp(seeds.sha512, { algorithm: 'sha512', digits: 8, epoch })).toBe(sha512);
  });

  it('verifies the Appendix B codes with the same options', () => {
    vectors.forEach(([epoch, sha1]) => expect(verifyTotp(seeds.sha1, sha1, { digits: 8, epoch })).toBe(true));
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const epoch = 1_800_000_015;
    expect(verifyTotp(secret, totp(secret, { epoch }), { epoch })).toBe(true);
    expect(verifyTotp(secret, totp(secret, { epoch: epoch - 30 }), { epoch })).toBe(true);
    expect(verifyTotp(secret, totp(secret, { epoch: epoch + 30 }), { epoch })).toBe(true);
    expect(verifyTotp(secret, totp(secret, { epoch: epoch - 60 }), { epoch })).toBe(false);
    expect(verifyTotp(secret, totp(secret, { epoch: epoch + 60 }), { epoch })).toBe(false);
  });

  it('refuses codes that are not six digits without throwing', () => {
    ['', '12345', '1234567', 'abcdef', ' 12345'].forEach((code) =>
      expect(verifyTotp('JBSWY3DPEHPK3PXP', code)).toBe(false),
    );
    expect(verifyTotp('JBSWY3DPEHPK3PXP', undefined)).toBe(false);
  });
});

describe('the twofa persona at the token endpoint', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const login = (extra: Record<string, string> = {}) =>
    tokenCall(sandbox.baseUrl, { userName: 'twofa', password: 'Twofa#2026', ...extra });

  it('asks for the code with IS-0014', async () => {
    const { status, body } = await login();
    expect(status).toBe(400);
    expect(body).toMatchObject({ Code: 'IS-0014', Message: 'IS-0014' });
  });

  it('refuses a wrong code with IS-0015', async () => {
    const now = Date.now() / 1000;
    const valid = [-30, 0, 30].map((offset) => totp('JBSWY3DPEHPK3PXP', { epoch: now + offset }));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '444444';
    const { status, body } = await login({ totpcode: wrong });
    expect(status).toBe(400);
    expect(body).toMatchObject({ Code: 'IS-0015' });
  });

  it('issues tokens for the code computed from JBSWY3DPEHPK3PXP', async () => {
    const { status, body } = await login({ totpcode: totp('JBSWY3DPEHPK3PXP') });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'api offline_access' });
    expect(claimsOf(String(body.access_token))).toMatchObject({ UserName: 'twofa' });
    expect(await sandbox.boundEntityOf(String(body.access_token))).toBe(9);
  });
});
