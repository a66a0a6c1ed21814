import type { FastifyInstance } from 'fastify';
import { grants } from '../../resources/core/access';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { bodyOf, textOf } from './body';
import { nameSubject, secondFactorSubject } from './lockouts';
import { checkNewPassword } from './passwordPolicy';
import { verifyPassword } from './passwords';
import { confirmationOf, newPasswordOf } from './recoveryRoutes';
import type { IdentitySecurity } from './security';

/** A user record as the services show it: never a password. */
const withoutSecrets = ({ password: _password, ...record }: Record<string, unknown>) => record;

/** Guarded /identity/api/v1 calls about the caller's session and accounts. */
export const registerSessionRoutes = (
  scope: FastifyInstance,
  { tokens, store }: SandboxContext,
  { accounts, lockouts, notify }: IdentitySecurity,
) => {
  const wrongCurrentPassword = () => refuse(400, 'IS-0010', { Errors: { currentPassword: 'IS-0010' } });

  /** Logout and entity switch: the calling token and its whole family stop working. */
  scope.post('/User/invalidate/token', async (request) => {
    const { claims } = sessionOf(request);
    tokens.revokeAccessToken(claims.jti, claims.exp);
    tokens.revokeFamily(claims.fam);
    return {};
  });

  /**
   * A wrong current password counts as a failed sign-in of the user's name (and is refused unread
   * while the name is locked out); a change ends every other session of the user and is mailed.
   */
  scope.post('/User/change-password', async (request) => {
    const { userId, claims } = sessionOf(request);
    const body = bodyOf(request);
    const credentials = accounts.byId(userId);
    if (!credentials) throw wrongCurrentPassword();
    const subject = nameSubject(credentials.userName);
    if (lockouts.lockedUntil(subject) !== undefined) throw wrongCurrentPassword();
    const current = textOf(body, 'currentPassword', 'oldPassword');
    if (!current || !verifyPassword(current, credentials.passwordHash)) {
      if (lockouts.fail(subject).locked) notify(userId, 'lockedOut');
      throw wrongCurrentPassword();
    }
    lockouts.succeed(subject);
    const password = newPasswordOf(body);
    checkNewPassword(accounts, userId, password, confirmationOf(body));
    accounts.setPassword(userId, password ?? '');
    accounts.revokeOtherSessions(userId, claims.fam);
    notify(userId, 'passwordChanged');
    return {};
  });

  /** An administrator unlocks a blocked user of the entity (spec section 4, other states). */
  scope.post('/User/:userId/unblock', async (request) => {
    const session = sessionOf(request);
    if (!grants(session.permissions, 'USERS_WRITE_AND_READ'))
      throw refuse(403, 'GM-0001', { Message: 'USERS_WRITE_AND_READ' });
    const userId = Number((request.params as { userId: string }).userId);
    if (!Number.isInteger(userId) || !store.get('users', userId, session.entityId)) throw refuse(404, 'GM-0010');
    const userName = accounts.byId(userId)?.userName;
    if (userName) lockouts.clear(nameSubject(userName));
    lockouts.clear(secondFactorSubject(userId));
    return withoutSecrets(accounts.setStatus(userId, 'ACTIVE'));
  });
};
