import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../resources/core/access';
import type { Db } from './database';
import { refuse } from './errors';
import type { AccessClaims, TokenService } from './identity/tokens';
import type { createStepUp, StepUp } from './security/stepUp';

/** Who is calling, for which entity, with which permissions. */
export interface RequestSession {
  userId: number;
  userName: string;
  /** The permissions of the user's role in `entityId`, as the token carries them. */
  permissions: string[];
  /** The entity the token was issued for: every request is scoped to it. */
  entityId: number;
  partnerId?: number;
  /** The platform operator's app administrator, acting in this entity (the token says so). */
  systemAdministrator: boolean;
  claims: AccessClaims;
  /** The per-permission 2FA check of this request (absent where no whitelist applies). */
  stepUp?: StepUp;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

/** The `entity-id` header names the token's entity, or is absent. */
const headerAgrees = (header: string | string[] | undefined, entityId: number) =>
  header === undefined || (typeof header === 'string' && header.trim() === String(entityId));

/**
 * The check every protected route runs: a valid, unrevoked token (401 GM-0001 otherwise), bound
 * to the entity it was issued for (its refresh-token family's). An `entity-id` header naming any
 * other entity is refused with 400 GM-0002 ('user entity not allowed'), on every service: the
 * token's permissions are those of the user's role in its own entity and nowhere else. No header
 * (the transaction service gets none) means the token's entity. A user who has since left that
 * entity is refused the same way.
 */
export const createGuard = (db: Db, tokens: TokenService, stepUpOf?: ReturnType<typeof createStepUp>) => {
  const isMember = db.prepare('SELECT 1 FROM memberships WHERE user_id = ? AND entity_id = ?');
  return async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw refuse(401, 'GM-0001');
    const { claims, entityId } = await tokens.verify(token);
    if (!headerAgrees(request.headers['entity-id'], entityId) || !isMember.get(claims.UserId, entityId))
      throw refuse(400, 'GM-0002', { Message: 'user entity not allowed' });
    request.session = {
      userId: claims.UserId,
      userName: claims.UserName,
      permissions: permissionsOf(claims.Permissions),
      entityId,
      partnerId: claims.PartnerId,
      systemAdministrator: claims.SystemAdministrator === true,
      claims,
      stepUp: stepUpOf?.(request, claims.UserId, entityId),
    };
  };
};

export type Guard = ReturnType<typeof createGuard>;

/** The session of a guarded request (the guard has run). */
export const sessionOf = (request: FastifyRequest): RequestSession => {
  if (!request.session) throw refuse(401, 'GM-0001');
  return request.session;
};
