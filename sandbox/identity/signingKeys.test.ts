import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeProtectedHeader, exportPKCS8, exportSPKI, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../database';
import { callerOf } from '../engine/testApi';
import { createKeyring } from '../keyring';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { createSigningKeys } from './signingKeys';
import { migrateIdentity } from './tables';

const DAY_MS = 86_400_000;
const config = { signingKeyDays: 30, accessTokenSeconds: 3600 };

const freshDb = () => {
  const db = openDatabase(':memory:');
  migrateIdentity(db);
  return db;
};
const storedKeys = (db: Db) =>
  db.prepare('SELECT kid, private_pkcs8 AS sealed FROM signing_keys ORDER BY created_at').all() as {
    kid: string;
    sealed: string;
  }[];

describe('token signing keys', { timeout: 30_000 }, () => {
  it('are stored sealed under the master key, and not opened under another', async () => {
    const db = freshDb();
    const keyring = createKeyring(randomBytes(32));
    const keys = await createSigningKeys(db, config, keyring);
    const [stored] = storedKeys(db);
    expect(stored.sealed).toMatch(/^v1:/);
    expect(stored.sealed).not.toContain('PRIVATE KEY');
    expect(keyring.open(stored.sealed)).toContain('PRIVATE KEY');
    expect(() => createKeyring(randomBytes(32)).open(stored.sealed)).toThrow();

    expect((await createSigningKeys(db, config, keyring)).verifierOf(stored.kid)).toBeDefined();
    const other = await createSigningKeys(db, config, createKeyring(randomBytes(32)));
    expect(other.verifierOf(stored.kid)).toBeUndefined();
    expect((await other.current()).kid).not.toBe((await keys.current()).kid);
  });

  it('seals a key an older database kept in clear', async () => {
    const db = freshDb();
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    db.prepare("INSERT INTO signing_keys (kid, private_pkcs8, public_spki, created_at) VALUES ('old', ?, ?, ?)").run(
      await exportPKCS8(privateKey),
      await exportSPKI(publicKey),
      Date.now(),
    );
    const keys = await createSigningKeys(db, config, createKeyring(randomBytes(32)));
    expect((await keys.current()).kid).toBe('old');
    expect(storedKeys(db)).toEqual([{ kid: 'old', sealed: expect.stringMatching(/^v1:/) }]);
  });

  it('rotate after their period, the old one published and verifying until its tokens expire', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const keys = await createSigningKeys(freshDb(), config, createKeyring(randomBytes(32)), () => clock);
    const first = await keys.current();
    clock += 30 * DAY_MS - 1;
    expect((await keys.current()).kid).toBe(first.kid);
    clock += 1;
    const second = await keys.current();
    expect(second.kid).not.toBe(first.kid);
    expect((await keys.published()).keys.map(({ kid }) => kid)).toEqual([first.kid, second.kid]);
    clock += 3600 * 1000 - 1;
    expect(keys.verifierOf(first.kid)).toBeDefined();
    clock += 1;
    expect(keys.verifierOf(first.kid)).toBeUndefined();
    expect((await keys.published()).keys.map(({ kid }) => kid)).toEqual([second.kid]);
  });
});

describe('the published key set', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('answers without a token and verifies the tokens the sandbox signs, with no private part', async () => {
    const answer = await callerOf(sandbox)('GET', '/auth/.well-known/openid-configuration/jwks');
    expect(answer.status).toBe(200);
    const jwks = answer.json as { keys: Record<string, unknown>[] };
    expect(jwks.keys.every((key) => key.d === undefined && key.p === undefined && key.use === 'sig')).toBe(true);
    const { token } = await sandbox.tokenFor('admin', 9);
    expect(jwks.keys.map(({ kid }) => kid)).toContain(decodeProtectedHeader(token).kid);
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]), {
      issuer: sandbox.context.config.issuer,
      audience: sandbox.context.config.clientId,
    });
    expect(payload.UserName).toBe('admin');
  });
});
