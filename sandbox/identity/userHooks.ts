import { randomBytes } from 'node:crypto';
import { uniqueErrorBody } from '../../resources/core/wire';
import type { SandboxContext } from '../context';
import type { ResourceHooks } from '../engine/hooks';
import { ServiceError } from '../errors';
import { nameSubject } from './lockouts';
import { hashPassword } from './passwords';
import type { IdentitySecurity } from './security';

type Values = Record<string, unknown>;

const withoutPassword = ({ password: _password, ...data }: Values): Values => data;
const passwordOf = (data: Values) =>
  typeof data.password === 'string' && data.password !== '' ? data.password : undefined;

/**
 * What the `users` resource needs beyond the engine: the password lives hashed in credentials
 * (never in the record), user names are unique across entities, the membership follows the
 * record's role, and 2FA is only ever switched on by the user's own enrolment.
 */
export const createUserHooks = (
  { db, store }: SandboxContext,
  { accounts, lockouts, resetTwoFactor }: IdentitySecurity,
): ResourceHooks => {
  const assertFreeName = (userName: unknown, userId?: number) => {
    const holder = typeof userName === 'string' ? accounts.byName(userName) : undefined;
    if (holder && holder.userId !== userId) throw new ServiceError(400, uniqueErrorBody('userName', 'PM-0006'));
  };
  const setMembership = (userId: number, entityId: number, roleId: unknown) => {
    if (typeof roleId !== 'number') return;
    db.prepare(
      `INSERT INTO memberships (user_id, entity_id, role_id) VALUES (?, ?, ?)
       ON CONFLICT (user_id, entity_id) DO UPDATE SET role_id = excluded.role_id`,
    ).run(userId, entityId, roleId);
  };

  return {
    beforeCreate(data) {
      assertFreeName(data.userName);
      return { ...withoutPassword(data), twoFactorEnabled: false };
    },
    afterCreate(record, input, { entityId }) {
      // requiredOnCreate makes the password present; without one the account can only be recovered.
      const password = passwordOf(input) ?? randomBytes(24).toString('base64url');
      db.prepare('INSERT INTO credentials (user_id, user_name, password_hash) VALUES (?, ?, ?)').run(
        record.id,
        String(record.userName),
        hashPassword(password),
      );
      setMembership(record.id, entityId, record.roleId);
    },
    beforeUpdate(id, data, { entityId }) {
      const credentials = accounts.byId(id);
      const previous = store.get('users', id);
      if (!credentials || !previous) return withoutPassword(data);
      if (typeof data.userName === 'string' && data.userName !== credentials.userName) {
        assertFreeName(data.userName, id);
        db.prepare('UPDATE credentials SET user_name = ? WHERE user_id = ?').run(data.userName, id);
      }
      // A blocked user is unblocked by its own call (User/:userId/unblock), never by editing the status.
      if (previous.status === 'BLOCKED' && data.status !== undefined && data.status !== 'BLOCKED')
        throw new ServiceError(400, { Code: 'IS-0021', Message: 'user blocked', Errors: { status: 'IS-0021' } });
      const password = passwordOf(data);
      // An administrator's new password ends the user's sessions, as a reset does.
      if (password) {
        accounts.setPassword(id, password);
        accounts.revokeSessions(id);
      }
      if (data.status === 'ACTIVE') lockouts.clear(nameSubject(credentials.userName));
      if (previous.status === 'ACTIVE' && (data.status === 'BLOCKED' || data.status === 'INACTIVE'))
        accounts.revokeSessions(id);
      setMembership(id, store.entityOf('users', id) ?? entityId, data.roleId);
      if (data.twoFactorEnabled === false && credentials.totpEnabled) resetTwoFactor(id);
      return {
        ...withoutPassword(data),
        ...(data.twoFactorEnabled === true && !credentials.totpEnabled ? { twoFactorEnabled: false } : {}),
      };
    },
    beforeDelete(id) {
      accounts.revokeSessions(id);
      db.prepare('DELETE FROM credentials WHERE user_id = ?').run(id);
      db.prepare('DELETE FROM memberships WHERE user_id = ?').run(id);
      db.prepare('DELETE FROM secure_codes WHERE user_id = ?').run(id);
    },
  };
};
