import type { SandboxContext } from '../context';
import type { StoredRecord } from '../storage/repository';
import { hashPassword, verifyPassword } from './passwords';

/** A user's secrets (the `credentials` table) in camel case. */
export interface Credentials {
  userId: number;
  userName: string;
  passwordHash: string;
  totpSecret: string | null;
  totpEnabled: boolean;
  totpPending: string | null;
  /** The time step of the last 2FA code accepted. */
  totpLastStep: number | null;
  partnerId: number | null;
  /** Hashes of earlier passwords, newest first. */
  passwordHistory: string[];
}

export type UserStatus = 'ACTIVE' | 'INACTIVE' | 'BLOCKED';

/** A new password may not be any of the last three (the current one and the two before it). */
export const PASSWORD_HISTORY = 3;

interface CredentialsRow {
  user_id: number;
  user_name: string;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled: number;
  totp_pending: string | null;
  totp_last_step: number | null;
  partner_id: number | null;
  password_history: string;
}

const toCredentials = (row: CredentialsRow): Credentials => ({
  userId: row.user_id,
  userName: row.user_name,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpEnabled: row.totp_enabled === 1,
  totpPending: row.totp_pending,
  totpLastStep: row.totp_last_step,
  partnerId: row.partner_id,
  passwordHistory: JSON.parse(row.password_history) as string[],
});

/** Reads and changes accounts: credentials, memberships and the user records they belong to. */
export const createAccounts = ({ db, store }: Pick<SandboxContext, 'db' | 'store'>) => {
  const byNameStatement = db.prepare('SELECT * FROM credentials WHERE user_name = ?');
  const byIdStatement = db.prepare('SELECT * FROM credentials WHERE user_id = ?');
  const membership = db.prepare('SELECT role_id AS roleId FROM memberships WHERE user_id = ? AND entity_id = ?');
  const memberships = db.prepare('SELECT entity_id AS entityId FROM memberships WHERE user_id = ? ORDER BY entity_id');

  const byId = (userId: number) => {
    const row = byIdStatement.get(userId) as CredentialsRow | undefined;
    return row && toCredentials(row);
  };
  const profile = (userId: number): StoredRecord | undefined => store.get('users', userId);

  return {
    byId,
    byName: (userName: string) => {
      const row = byNameStatement.get(userName) as CredentialsRow | undefined;
      return row && toCredentials(row);
    },
    /** The user a name or an e-mail address belongs to. */
    find(nameOrEmail: string) {
      const row = byNameStatement.get(nameOrEmail) as CredentialsRow | undefined;
      if (row) return toCredentials(row);
      const id = nameOrEmail.includes('@') ? store.findOther('users', undefined, 'email', nameOrEmail) : undefined;
      return id === undefined ? undefined : byId(id);
    },
    profile,
    statusOf: (userId: number): UserStatus => String(profile(userId)?.status ?? 'INACTIVE') as UserStatus,
    /** The entity of the user's record: where the user signs in when no entity is asked for. */
    homeEntity: (userId: number): number | undefined =>
      store.entityOf('users', userId) ?? (memberships.get(userId) as { entityId: number } | undefined)?.entityId,
    entitiesOf: (userId: number): number[] =>
      (memberships.all(userId) as { entityId: number }[]).map((row) => row.entityId),
    isMember: (userId: number, entityId: number) => membership.get(userId, entityId) !== undefined,
    /** Names of the permissions of the user's role in the entity. */
    permissionNames(userId: number, entityId: number): string[] {
      const row = membership.get(userId, entityId) as { roleId: number } | undefined;
      const role = row && store.get('roles', row.roleId);
      const ids = Array.isArray(role?.permissionIds) ? (role.permissionIds as number[]) : [];
      return ids.flatMap((id) => {
        const name = store.get('permissions', id)?.name;
        return typeof name === 'string' ? [name] : [];
      });
    },
    setStatus: (userId: number, status: UserStatus) => store.update('users', userId, { status }),
    /** Ends every session of the user: all refresh-token families, so their access tokens too. */
    revokeSessions: (userId: number) =>
      db.prepare('UPDATE token_families SET revoked = 1 WHERE user_id = ?').run(userId),
    /** Ends every session of the user but the one of `family` (the caller's own). */
    revokeOtherSessions: (userId: number, family: string) =>
      db.prepare('UPDATE token_families SET revoked = 1 WHERE user_id = ? AND family <> ?').run(userId, family),
    /** Remembers the step of an accepted 2FA code, so that no code of it or before it passes again. */
    setTotpLastStep: (userId: number, step: number) =>
      db.prepare('UPDATE credentials SET totp_last_step = ? WHERE user_id = ?').run(step, userId),
    /** Whether the password is the current one or one of the earlier ones still remembered. */
    usedBefore(userId: number, password: string): boolean {
      const credentials = byId(userId);
      if (!credentials) return false;
      const remembered = [credentials.passwordHash, ...credentials.passwordHistory].slice(0, PASSWORD_HISTORY);
      return remembered.some((hash) => verifyPassword(password, hash));
    },
    /** Stores a new password, remembering the one it replaces. */
    setPassword(userId: number, password: string) {
      const current = byId(userId);
      const history = current ? [current.passwordHash, ...current.passwordHistory].slice(0, PASSWORD_HISTORY - 1) : [];
      db.prepare('UPDATE credentials SET password_hash = ?, password_history = ? WHERE user_id = ?').run(
        hashPassword(password),
        JSON.stringify(history),
        userId,
      );
    },
    setTotp(userId: number, totp: { secret: string | null; enabled: boolean; pending: string | null }) {
      db.prepare('UPDATE credentials SET totp_secret = ?, totp_enabled = ?, totp_pending = ? WHERE user_id = ?').run(
        totp.secret,
        totp.enabled ? 1 : 0,
        totp.pending,
        userId,
      );
      if (profile(userId)) store.update('users', userId, { twoFactorEnabled: totp.enabled });
    },
  };
};

export type Accounts = ReturnType<typeof createAccounts>;
