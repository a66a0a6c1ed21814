import type { IdentityClient, TokenResponse } from './identityClient';
import { isEntityId, type SessionStore } from './sessionStore';
import { claimedEntityId, decodeClaims } from '../resources/identity/tokenClaims';

/**
 * Stores a fresh token pair, then the user's entities and the entity's configuration. The
 * session's entity is the token's `entity_id` claim; a token without it (the spec's token has
 * none) is for the entity the login asked for, else for the user's default one, which the entity
 * list names first.
 */
export const createSignIn =
  (session: SessionStore, identity: Pick<IdentityClient, 'entities' | 'entityConfig'>) =>
  async (tokens: TokenResponse, userName: string, requestedEntityId?: number) => {
    const claims = decodeClaims(tokens.access_token);
    if (!claims) throw new Error('unreadable token');
    const known = claimedEntityId(claims) ?? (isEntityId(requestedEntityId) ? requestedEntityId : undefined);
    session.signIn({
      userName,
      token: tokens.access_token,
      refreshToken: tokens.refresh_token,
      firstName: claims.FirstName ?? '',
      lastName: claims.LastName ?? '',
      userId: String(claims.UserId),
      entityId: known,
      partnerId: claims.PartnerId !== undefined ? Number(claims.PartnerId) : undefined,
    });
    if (known !== undefined) {
      const [entities, config] = await Promise.all([identity.entities(), identity.entityConfig()]);
      session.setEntities(entities);
      session.setEntityConfig(config);
      return;
    }
    const entities = await identity.entities();
    const first = entities[0]?.Id;
    if (!isEntityId(first)) {
      session.clear();
      throw new Error('the user belongs to no entity');
    }
    session.setEntityId(first);
    session.setEntities(entities);
    session.setEntityConfig(await identity.entityConfig());
  };
