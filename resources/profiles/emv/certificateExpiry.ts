import type { CaKeyCertificate } from './emvShapes';

/** A key this close to its expiry is flagged: terminals stop trusting it on that day. */
export const EXPIRY_WARNING_DAYS = 90;

export type ExpiryState = 'EXPIRED' | 'EXPIRING' | 'VALID';

const DAY_MS = 86_400_000;

/** Whole days from `now` (its UTC day) to the key's expiry day; negative once past. */
export const daysToExpiry = (expiry: string, now: number) => {
  const today = Math.floor(now / DAY_MS);
  return Math.floor(Date.parse(`${expiry}T00:00:00Z`) / DAY_MS) - today;
};

/** A key is valid through its expiry day. */
export const expiryStateOf = (expiry: string, now: number): ExpiryState => {
  const days = daysToExpiry(expiry, now);
  if (days < 0) return 'EXPIRED';
  return days <= EXPIRY_WARNING_DAYS ? 'EXPIRING' : 'VALID';
};

const rank: Record<ExpiryState, number> = { EXPIRED: 0, EXPIRING: 1, VALID: 2 };

/** Expired first, then expiring, then the rest; each by expiry date, soonest first. */
export const byExpiry = <T extends Pick<CaKeyCertificate, 'expiry'>>(keys: readonly T[], now: number): T[] =>
  [...keys].sort(
    (a, b) =>
      rank[expiryStateOf(a.expiry, now)] - rank[expiryStateOf(b.expiry, now)] || a.expiry.localeCompare(b.expiry),
  );
