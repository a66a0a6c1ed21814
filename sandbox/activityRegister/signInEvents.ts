import type { FastifyRequest } from 'fastify';
import { writeDetail, type RegisterActor, type RegisterEvent } from '../../resources/activityRegister/registerEntry';
import type { SandboxContext } from '../context';
import { createAccounts } from '../identity/accounts';
import { createLockouts, nameSubject } from '../identity/lockouts';
import { bodyOf, textOf } from '../identity/body';
import type { RouteAnswer } from './routeEvents';

export const TOKEN_ROUTE = '/auth/connect/token';

/** The first step of a 2FA sign-in: the password was right, the code is still to come. */
const SECOND_STEP = 'IS-0014';

/**
 * Sign-ins as the identity service registers them: a granted password grant (LOGIN), a refused
 * one (LOGIN_FAILED) and the refusal that locked the user's name out for a while (LOCKOUT), in the
 * entity asked for or the user's own. A name no user has is left out: no entity's register is its place.
 */
export const createSignInEvents = (context: Pick<SandboxContext, 'db' | 'store' | 'config'>) => {
  const accounts = createAccounts(context);
  const lockouts = createLockouts(context.db, context.config);
  const lockedBefore = new WeakMap<FastifyRequest, boolean>();
  const isLocked = (userName: string) => lockouts.lockedUntil(nameSubject(userName)) !== undefined;
  const userOf = (request: FastifyRequest) => {
    const body = bodyOf(request);
    if (textOf(body, 'grant_type') !== 'password') return undefined;
    const credentials = accounts.byName((textOf(body, 'userName', 'username') ?? '').trim());
    return credentials && { credentials, entity: textOf(body, 'entity_id')?.trim() };
  };

  /** Before the grant runs: whether the name was locked out, to tell the refusal that locks it. */
  const before = (request: FastifyRequest) => {
    const user = userOf(request);
    if (user) lockedBefore.set(request, isLocked(user.credentials.userName));
  };

  const after = (request: FastifyRequest, answer: RouteAnswer): { actor: RegisterActor; event: RegisterEvent }[] => {
    const user = userOf(request);
    if (!user || answer.code === SECOND_STEP) return [];
    const { userId, userName } = user.credentials;
    const asked = user.entity && /^\d+$/.test(user.entity) ? Number(user.entity) : undefined;
    const entityId = asked !== undefined && accounts.isMember(userId, asked) ? asked : accounts.homeEntity(userId);
    if (entityId === undefined) return [];
    const actor = { entityId, userId, userName };
    const about = { objectType: 'users', objectId: userId };
    const detail = writeDetail(request.method, TOKEN_ROUTE, answer.status, answer.code);
    if (answer.status < 400) return [{ actor, event: { ...about, action: 'LOGIN', outcome: 'SUCCESS', detail } }];
    const failed = { actor, event: { ...about, action: 'LOGIN_FAILED', outcome: 'REFUSED', detail } } as const;
    const lockedNow = lockedBefore.get(request) === false && isLocked(userName);
    if (!lockedNow) return [failed];
    return [failed, { actor, event: { ...about, action: 'LOCKOUT', outcome: 'SUCCESS', detail } }];
  };

  return { before, after };
};
