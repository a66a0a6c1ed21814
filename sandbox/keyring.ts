import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SandboxConfig } from './config';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts and decrypts key material under the master key (AES-256-GCM, a fresh IV each time). */
export interface Keyring {
  seal(clear: string): string;
  /** The clear text, or an Error when the text was sealed under another key or altered. */
  open(sealed: string): string;
  isSealed(text: string): boolean;
}

const decodeKey = (base64: string) => {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`SANDBOX_MASTER_KEY must be ${KEY_BYTES} bytes in base64`);
  return key;
};

/** The key of in-memory databases: one per process, so a database started from another's image opens its keys. */
const processKey = randomBytes(KEY_BYTES);

/**
 * The master key: SANDBOX_MASTER_KEY, else `master.key` beside the database file (made on first
 * start, readable by its owner only), else this process's key for an in-memory database.
 */
export const masterKeyOf = (config: Pick<SandboxConfig, 'masterKey' | 'databaseFile'>) => {
  if (config.masterKey) return decodeKey(config.masterKey);
  if (config.databaseFile === ':memory:') return processKey;
  const file = join(dirname(config.databaseFile), 'master.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
  return decodeKey(readFileSync(file, 'utf8').trim());
};

export const createKeyring = (masterKey: Buffer): Keyring => ({
  seal: (clear) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, masterKey, iv);
    const sealed = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
  },
  open: (text) => {
    const bytes = Buffer.from(text.slice(VERSION.length + 1), 'base64');
    const decipher = createDecipheriv(ALGORITHM, masterKey, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  },
  isSealed: (text) => text.startsWith(`${VERSION}:`),
});
