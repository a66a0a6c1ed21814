import type { Db } from '../database';

/** One recovery mail a minute per address, and this many an hour. */
const MAILS_PER_HOUR = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * How many recovery mails an address may still get: asking again within a minute, or more than
 * five times an hour, sends nothing (the answer is the same), so nobody floods a mailbox.
 */
export const createRecoveryMailQuota = (db: Db, now: () => number = () => Date.now()) => {
  const sent = db.prepare(
    `SELECT COUNT(*) AS count, MAX(created_at) AS last FROM outbox
     WHERE kind = 'recovery' AND recipient = ? COLLATE NOCASE AND created_at > ?`,
  );
  return {
    allows(email: string): boolean {
      const at = now();
      const { count, last } = sent.get(email, at - HOUR_MS) as { count: number; last: number | null };
      return count < MAILS_PER_HOUR && (last === null || at - last >= MINUTE_MS);
    },
  };
};
