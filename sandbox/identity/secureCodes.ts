import { randomInt } from 'node:crypto';
import type { Db } from '../database';
import { refuse } from '../errors';
import { hashPassword, verifyPassword } from './passwords';

export const SECURE_CODE_MINUTES = 15;
/** Wrong guesses before the code is dropped (a new one must be asked for). */
export const SECURE_CODE_ATTEMPTS = 5;
const PURPOSE = 'recovery';

interface CodeRow {
  code_hash: string;
  expires_at: number;
  attempts: number;
}

/** The 6-digit codes mailed for password recovery: stored hashed, valid 15 minutes. */
export const createSecureCodes = (db: Db) => {
  const read = db.prepare('SELECT code_hash, expires_at, attempts FROM secure_codes WHERE user_id = ? AND purpose = ?');
  const clear = (userId: number) =>
    db.prepare('DELETE FROM secure_codes WHERE user_id = ? AND purpose = ?').run(userId, PURPOSE);
  return {
    /** A new code for the user, replacing any earlier one. */
    issue(userId: number): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      db.prepare(
        `INSERT INTO secure_codes (user_id, purpose, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
      ).run(userId, PURPOSE, hashPassword(code), Date.now() + SECURE_CODE_MINUTES * 60_000);
      return code;
    },
    /** Returns the user when the code is theirs; refuses IS-0011 when expired, IS-0017 when wrong or missing. */
    check(userId: number | undefined, code: string | undefined): number {
      const row = userId === undefined ? undefined : (read.get(userId, PURPOSE) as CodeRow | undefined);
      if (!row || userId === undefined) throw refuse(400, 'IS-0017');
      if (row.expires_at < Date.now()) throw refuse(400, 'IS-0011');
      if (code && /^\d{6}$/.test(code) && verifyPassword(code, row.code_hash)) return userId;
      if (row.attempts + 1 >= SECURE_CODE_ATTEMPTS) clear(userId);
      else
        db.prepare('UPDATE secure_codes SET attempts = attempts + 1 WHERE user_id = ? AND purpose = ?').run(
          userId,
          PURPOSE,
        );
      throw refuse(400, 'IS-0017');
    },
    clear,
  };
};

export type SecureCodes = ReturnType<typeof createSecureCodes>;
