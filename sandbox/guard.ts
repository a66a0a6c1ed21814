import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../resources/core/access';
import type { ServiceName } from '../resources/core/resourceSchema';
import type { Db } from './database';
import { refuse } from './errors';
import type { AccessClaims, TokenService } from './identity/tokens';

/** Who is calling, for which entity, with which permissions. */
export interface RequestSession {
  userId: number;
  userName: string;
  permissions: string[];
  /** The entity the request is scoped to: the `entity-id` header, else the token's. */
  entityId: number;
  partnerId?: number;
  claims: AccessClaims;
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

/**
 * The check every protected route runs: a valid, unrevoked token (401 GM-0001 otherwise) and an
 * entity the user belongs to (400 GM-0002 otherwise). The transaction service has no entity
 * header and is scoped to the token's entity.
 */
export const createGuard = (db: Db, tokens: TokenService) => {
  const isMember = db.prepare('SELECT 1 FROM memberships WHERE user_id = ? AND entity_id = ?');
  return (service: ServiceName) => async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw refuse(401, 'GM-0001');
    const claims = await tokens.verify(token);
    const header = request.headers['entity-id'];
    const requested = service === 'transactions' || header === undefined ? claims.entity_id : Number(header);
    if (!Number.isInteger(requested) || !isMember.get(claims.UserId, requested)) throw refuse(400, 'GM-0002');
    request.session = {
      userId: claims.UserId,
      userName: claims.UserName,
      permissions: permissionsOf(claims.Permissions),
      entityId: requested,
      partnerId: claims.PartnerId,
      claims,
    };
  };
};

export type Guard = ReturnType<typeof createGuard>;

/** The session of a guarded request (the guard has run). */
export const sessionOf = (request: FastifyRequest): RequestSession => {
  if (!request.session) throw refuse(401, 'GM-0001');
  return request.session;
};
