import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caKeyHash } from './caKeyHash';
import { seededEmvConfiguration } from './emvSeed';
import { emptyApplication, type CaKey, type EmvApplication } from './emvShapes';
import {
  amount,
  hexBytes,
  isDol,
  validateApplication,
  validateApplications,
  validateCaKey,
  validateCaKeys,
} from './emvValidators';
import { sha1 } from './sha1';

const hexOf = (base64url: string) => Buffer.from(base64url, 'base64url').toString('hex').toUpperCase();

/** A real RSA key of 1408 bits and exponent 3, as a CA would issue, with its Book 2 check sum from node's SHA-1. */
const realKey = (): CaKey => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1408, publicExponent: 3 });
  const jwk = publicKey.export({ format: 'jwk' });
  const parts = {
    rid: 'A000000003',
    index: '92',
    modulus: hexOf(String(jwk.n)),
    exponent: hexOf(String(jwk.e)).padStart(2, '0'),
  };
  const hash = createHash('sha1')
    .update(Buffer.from(parts.rid + parts.index + parts.modulus + parts.exponent, 'hex'))
    .digest('hex')
    .toUpperCase();
  return { ...parts, hash, expiry: '2030-12-31' };
};

const visa: EmvApplication = seededEmvConfiguration(1, Date.UTC(2026, 0, 1)).applications[0];
const hex = (bytes: number) => 'AB'.repeat(bytes);

describe('sha1', () => {
  it('matches node for empty, one-block, two-block and long messages', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 300]) {
      const message = Buffer.from(Array.from({ length }, (_, i) => (i * 31) % 256));
      expect(Buffer.from(sha1(message)).toString('hex')).toBe(createHash('sha1').update(message).digest('hex'));
    }
  });
});

describe('CA key hash (EMV Book 2)', () => {
  const key = realKey();
  it('accepts a real key whose hash is SHA-1 of RID, index, modulus and exponent', () => {
    expect(key.modulus).toHaveLength(352);
    expect(key.exponent).toBe('03');
    expect(caKeyHash(key)).toBe(key.hash);
    expect(validateCaKey(key)).toEqual({});
    expect(validateCaKey({ ...key, hash: key.hash.toLowerCase() })).toEqual({});
  });
  it('refuses a hash that does not match, and one over another order of the parts', () => {
    const wrong = `${key.hash.slice(0, 39)}${key.hash.endsWith('0') ? '1' : '0'}`;
    expect(validateCaKey({ ...key, hash: wrong })).toEqual({ hash: 'profilesEmv.validation.hashMismatch' });
    const swapped = createHash('sha1').update(Buffer.from(key.rid + key.index + key.exponent + key.modulus, 'hex'));
    expect(validateCaKey({ ...key, hash: swapped.digest('hex') }).hash).toBe('profilesEmv.validation.hashMismatch');
  });
  it('checks the hash only once every part is well formed', () => {
    expect(validateCaKey({ ...key, index: '9' })).toEqual({ index: 'profilesEmv.validation.hex' });
  });
});

describe('CA key fields', () => {
  const key = realKey();
  it('RID is exactly 5 bytes, index 1 byte, hash 20 bytes', () => {
    expect(validateCaKey({ ...key, rid: hex(4) }).rid).toBe('profilesEmv.validation.bytes.5');
    expect(validateCaKey({ ...key, rid: hex(6) }).rid).toBe('profilesEmv.validation.bytes.5');
    expect(validateCaKey({ ...key, index: hex(2) }).index).toBe('profilesEmv.validation.bytes.1');
    expect(validateCaKey({ ...key, hash: hex(19) }).hash).toBe('profilesEmv.validation.bytes.20');
    expect(validateCaKey({ ...key, hash: hex(21) }).hash).toBe('profilesEmv.validation.bytes.20');
  });
  it('exponent is 03 or 010001 only', () => {
    expect(validateCaKey({ ...key, exponent: '01' }).exponent).toBe('profilesEmv.validation.exponent');
    expect(validateCaKey({ ...key, exponent: '' }).exponent).toBe('profilesEmv.validation.required');
    const f4 = { ...key, exponent: '010001' };
    expect(validateCaKey({ ...f4, hash: caKeyHash(f4) })).toEqual({});
  });
  it('modulus is 128 to 248 bytes, odd, without a leading zero byte', () => {
    const modulus = (bytes: number) => `C${'A'.repeat(bytes * 2 - 2)}B`;
    const at = (bytes: number) => {
      const candidate = { ...key, modulus: modulus(bytes) };
      return validateCaKey({ ...candidate, hash: caKeyHash(candidate) }).modulus;
    };
    expect(at(127)).toBe('profilesEmv.validation.bytesBetween.128_248');
    expect(at(128)).toBeUndefined();
    expect(at(248)).toBeUndefined();
    expect(at(249)).toBe('profilesEmv.validation.bytesBetween.128_248');
    expect(validateCaKey({ ...key, modulus: `${key.modulus.slice(0, -1)}2` }).modulus).toBe(
      'profilesEmv.validation.modulusEven',
    );
    expect(validateCaKey({ ...key, modulus: `00${key.modulus.slice(2)}` }).modulus).toBe(
      'profilesEmv.validation.modulusLeadingZero',
    );
  });
  it('expiry is a date', () => {
    expect(validateCaKey({ ...key, expiry: '2030-13-45' }).expiry).toBe('profilesEmv.validation.date');
    expect(validateCaKey({ ...key, expiry: '31/12/2030' }).expiry).toBe('profilesEmv.validation.date');
  });
  it('a RID and index appear once per profile', () => {
    expect(validateCaKeys([key, key])).toEqual({ '1.index': 'profilesEmv.validation.duplicateKey' });
  });
});

describe('application fields', () => {
  it('a seeded application is valid', () => expect(validateApplication(visa)).toEqual({}));
  it('AID is 5 to 16 bytes of hex', () => {
    expect(validateApplication({ ...visa, aid: hex(4) }).aid).toBe('profilesEmv.validation.bytesBetween.5_16');
    expect(validateApplication({ ...visa, aid: hex(5) }).aid).toBeUndefined();
    expect(validateApplication({ ...visa, aid: hex(16) }).aid).toBeUndefined();
    expect(validateApplication({ ...visa, aid: hex(17) }).aid).toBe('profilesEmv.validation.bytesBetween.5_16');
    expect(validateApplication({ ...visa, aid: 'A00000000G' }).aid).toBe('profilesEmv.validation.hex');
    expect(validateApplication({ ...visa, aid: 'A000000003101' }).aid).toBe('profilesEmv.validation.hex');
  });
  it('TACs are 5 bytes, capabilities 3, kernel id 1', () => {
    for (const tac of ['tacDefault', 'tacDenial', 'tacOnline'] as const) {
      expect(validateApplication({ ...visa, [tac]: hex(4) })[tac]).toBe('profilesEmv.validation.bytes.5');
      expect(validateApplication({ ...visa, [tac]: hex(6) })[tac]).toBe('profilesEmv.validation.bytes.5');
    }
    expect(validateApplication({ ...visa, terminalCapabilities: hex(2) }).terminalCapabilities).toBe(
      'profilesEmv.validation.bytes.3',
    );
    expect(validateApplication({ ...visa, kernelId: '0' }).kernelId).toBe('profilesEmv.validation.hex');
    expect(validateApplication({ ...visa, kernelId: '' }).kernelId).toBe('profilesEmv.validation.required');
  });
  it('limits are amounts of at most two decimals, and the CVM limit is within the transaction limit', () => {
    expect(amount(0)).toBeUndefined();
    expect(amount(10.01)).toBeUndefined();
    expect(amount(10.005)).toBe('profilesEmv.validation.decimals');
    expect(amount(-0.01)).toBe('profilesEmv.validation.amount');
    expect(amount(9_999_999_999.99)).toBeUndefined();
    expect(amount(10_000_000_000)).toBe('profilesEmv.validation.amountMax');
    expect(validateApplication({ ...visa, cvmRequiredLimit: 15000.01 }).cvmRequiredLimit).toBe(
      'profilesEmv.validation.cvmAboveTransaction',
    );
    expect(validateApplication({ ...visa, cvmRequiredLimit: 15000 })).toEqual({});
  });
  it('DOLs are tag and length lists', () => {
    expect(isDol('9F3704')).toBe(true);
    expect(isDol('9F02069F03069F1A0295055F2A029A039C019F3704')).toBe(true);
    expect(isDol('9F37')).toBe(false);
    expect(isDol('9F3781')).toBe(false);
    expect(validateApplication({ ...visa, ddol: '9F37' }).ddol).toBe('profilesEmv.validation.dol');
    expect(validateApplication({ ...visa, tdol: '' }).tdol).toBeUndefined();
    expect(validateApplication({ ...visa, ddol: '9501'.repeat(127) }).ddol).toBe('profilesEmv.validation.dolLength');
  });
  it('an empty application names every required field, and an AID appears once', () => {
    expect(Object.keys(validateApplication(emptyApplication()))).toEqual(
      expect.arrayContaining([
        'aid',
        'label',
        'kernelId',
        'terminalCapabilities',
        'tacDefault',
        'tacDenial',
        'tacOnline',
      ]),
    );
    expect(validateApplications([visa, { ...visa, aid: visa.aid.toLowerCase() }])).toEqual({
      '1.aid': 'profilesEmv.validation.duplicateAid',
    });
  });
  it('hexBytes names the exact size or the range', () => {
    expect(hexBytes('', 5)).toBe('profilesEmv.validation.required');
    expect(hexBytes('ABC', 5)).toBe('profilesEmv.validation.hex');
  });
});

describe('seeded keys', () => {
  it('carry their true hash', () => {
    seededEmvConfiguration(7, Date.UTC(2026, 0, 1)).caKeys.forEach((key) => expect(validateCaKey(key)).toEqual({}));
  });
});
