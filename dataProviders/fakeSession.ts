import { permissionsOf } from '../resources/core/access';
import { decodeClaims } from '../resources/identity/tokenClaims';
import type { SessionReader } from './httpClient';

/**
 * What the in-memory services know of a call's session: its entity, its token where calls depend
 * on who is signed in, and the 2FA code a change carries (the `x-2fa-code` header's stand-in).
 */
export type FakeSession = Pick<SessionReader, 'entityId'> &
  Partial<Pick<SessionReader, 'token'>> & { stepUpCode?(): string | null };

/** Who the in-memory session is signed in as: its token's claims, as the services read them. */
export const signedInUser = (session: FakeSession) => {
  const claims = decodeClaims(session.token?.() ?? '');
  return {
    userId: Number(claims?.UserId ?? 0),
    userName: String(claims?.UserName ?? ''),
    permissions: permissionsOf(claims?.Permissions),
    partnerId: claims?.PartnerId === undefined ? undefined : Number(claims.PartnerId),
    systemAdministrator: claims?.SystemAdministrator === true,
  };
};
