import type { SandboxConfig } from '../config';
import type { Db } from '../database';

/** Each lockout in a row doubles the one before, up to this many times the first. */
const LONGEST_FACTOR = 8;
/** Rows untouched for a day are forgotten (names nobody owns included). */
const FORGET_AFTER_MS = 86_400_000;

interface LockoutRow {
  failures: number;
  lockouts: number;
  locked_until: number;
}

/** What is counted: a sign-in name (whether or not an account has it), or a user's second factor. */
export const nameSubject = (userName: string) => `name:${userName.trim().toLowerCase()}`;
export const secondFactorSubject = (userId: number) => `totp:${userId}`;

/**
 * Automatic, temporary lockouts (PCI DSS 8.3.4): after `lockoutFailures` failures in a row a
 * subject is locked for `lockoutMinutes`, doubling for each lockout in a row. Nothing but time, a
 * success after it, a password recovery or an administrator lifts it. Kept apart from an
 * administrator's block, which is the user record's status.
 */
export const createLockouts = (
  db: Db,
  { lockoutFailures, lockoutMinutes }: Pick<SandboxConfig, 'lockoutFailures' | 'lockoutMinutes'>,
  now: () => number = () => Date.now(),
) => {
  db.exec(`CREATE TABLE IF NOT EXISTS sign_in_lockouts (
    subject TEXT PRIMARY KEY, failures INTEGER NOT NULL, lockouts INTEGER NOT NULL,
    locked_until INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
  const read = db.prepare('SELECT failures, lockouts, locked_until FROM sign_in_lockouts WHERE subject = ?');
  const write = db.prepare(
    `INSERT INTO sign_in_lockouts (subject, failures, lockouts, locked_until, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (subject) DO UPDATE SET failures = excluded.failures, lockouts = excluded.lockouts,
       locked_until = excluded.locked_until, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM sign_in_lockouts WHERE subject = ?');
  const forget = db.prepare('DELETE FROM sign_in_lockouts WHERE updated_at < ? AND locked_until < ?');
  const rowOf = (subject: string) => read.get(subject) as LockoutRow | undefined;

  return {
    /** Until when the subject is locked (milliseconds), or undefined when it is not. */
    lockedUntil(subject: string): number | undefined {
      const row = rowOf(subject);
      return row && row.locked_until > now() ? row.locked_until : undefined;
    },
    /** Counts a failure; answers whether it started a lockout (the moment to tell the user). */
    fail(subject: string): { locked: boolean } {
      const at = now();
      forget.run(at - FORGET_AFTER_MS, at);
      const row = rowOf(subject) ?? { failures: 0, lockouts: 0, locked_until: 0 };
      const failures = row.failures + 1;
      if (failures < lockoutFailures) {
        write.run(subject, failures, row.lockouts, row.locked_until, at);
        return { locked: false };
      }
      const factor = Math.min(2 ** row.lockouts, LONGEST_FACTOR);
      write.run(subject, 0, row.lockouts + 1, at + lockoutMinutes * 60_000 * factor, at);
      return { locked: true };
    },
    /** A success: the count and the growth start again. */
    succeed: (subject: string) => void remove.run(subject),
    /** Lifts a lockout (a recovered password, an administrator's unblock). */
    clear: (subject: string) => void remove.run(subject),
  };
};

export type Lockouts = ReturnType<typeof createLockouts>;
