import { randomUUID } from 'node:crypto';
import {
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { SandboxConfig } from '../config';
import type { Db } from '../database';
import type { Keyring } from '../keyring';

export const SIGNING_ALGORITHM = 'RS256';
const DAY_MS = 86_400_000;

interface SigningKey {
  kid: string;
  createdAt: number;
  /** When the next key took over; the key still verifies the tokens it signed until they expire. */
  retiredAt: number | null;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

interface Row {
  kid: string;
  private_pkcs8: string;
  public_spki: string;
  created_at: number;
  retired_at: number | null;
}

/**
 * The token signing keys, their private halves sealed under the master key. The newest signs; it
 * is replaced after `signingKeyDays`, and a replaced key stays in the published set (and verifies)
 * as long as a token it signed can live, then is deleted.
 */
export const createSigningKeys = async (
  db: Db,
  config: Pick<SandboxConfig, 'signingKeyDays' | 'accessTokenSeconds'>,
  keyring: Keyring,
  now: () => number = Date.now,
) => {
  const keys: SigningKey[] = [];
  const open = async (row: Row): Promise<SigningKey | undefined> => {
    try {
      const pkcs8 = keyring.isSealed(row.private_pkcs8) ? keyring.open(row.private_pkcs8) : row.private_pkcs8;
      if (!keyring.isSealed(row.private_pkcs8))
        db.prepare('UPDATE signing_keys SET private_pkcs8 = ? WHERE kid = ?').run(keyring.seal(pkcs8), row.kid);
      return {
        kid: row.kid,
        createdAt: row.created_at,
        retiredAt: row.retired_at,
        privateKey: await importPKCS8(pkcs8, SIGNING_ALGORITHM),
        publicKey: await importSPKI(row.public_spki, SIGNING_ALGORITHM),
      };
    } catch {
      // Sealed under another master key: its tokens can no longer be trusted.
      db.prepare('DELETE FROM signing_keys WHERE kid = ?').run(row.kid);
      return undefined;
    }
  };
  const rows = db.prepare('SELECT * FROM signing_keys ORDER BY created_at').all() as Row[];
  for (const row of rows) {
    const key = await open(row);
    if (key) keys.push(key);
  }

  const verifiesUntil = (key: SigningKey) =>
    key.retiredAt === null ? Number.POSITIVE_INFINITY : key.retiredAt + config.accessTokenSeconds * 1000;

  const dropExpired = () => {
    for (const key of keys.filter((candidate) => verifiesUntil(candidate) <= now())) {
      db.prepare('DELETE FROM signing_keys WHERE kid = ?').run(key.kid);
      keys.splice(keys.indexOf(key), 1);
    }
  };

  const rotate = async () => {
    const at = now();
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const key: SigningKey = { kid: randomUUID(), createdAt: at, retiredAt: null, privateKey, publicKey };
    db.prepare('UPDATE signing_keys SET retired_at = ? WHERE retired_at IS NULL').run(at);
    keys.forEach((old) => (old.retiredAt ??= at));
    db.prepare(
      'INSERT INTO signing_keys (kid, private_pkcs8, public_spki, created_at, retired_at) VALUES (?, ?, ?, ?, NULL)',
    ).run(key.kid, keyring.seal(await exportPKCS8(privateKey)), await exportSPKI(publicKey), at);
    keys.push(key);
    return key;
  };

  /** The key that signs now, replaced first when its time is over. */
  const current = async () => {
    dropExpired();
    const newest = keys.at(-1);
    if (newest && newest.retiredAt === null && now() - newest.createdAt < config.signingKeyDays * DAY_MS) return newest;
    return rotate();
  };

  /** The public key of `kid` while it verifies tokens. */
  const verifierOf = (kid: string | undefined) => {
    dropExpired();
    return keys.find((key) => key.kid === kid)?.publicKey;
  };

  /** The published key set (JWKS): every key that may have signed a living token. */
  const published = async (): Promise<{ keys: JWK[] }> => {
    dropExpired();
    return {
      keys: await Promise.all(
        keys.map(async (key) => ({
          ...(await exportJWK(key.publicKey)),
          kid: key.kid,
          alg: SIGNING_ALGORITHM,
          use: 'sig',
        })),
      ),
    };
  };

  await current();
  return { current, verifierOf, published };
};

export type SigningKeys = Awaited<ReturnType<typeof createSigningKeys>>;
