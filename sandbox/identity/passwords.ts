import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14 (the configuration's default) keeps a login under ~50 ms on this machine while staying a
// real work factor; the test sandboxes lower it, as every sign-in of a suite pays it.
const COST = { N: 16384, r: 8, p: 1 };

/** The N new hashes get (sandbox/config.ts `passwordCost`); verifying reads each hash's own. */
export const usePasswordCost = (n: number) => {
  COST.N = n;
};

/** scrypt$N$r$p$salt$hash, all parameters stored so they can be raised later. */
export const hashPassword = (password: string): string => {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
};

export const verifyPassword = (password: string, stored: string): boolean => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
};
