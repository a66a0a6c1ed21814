import { jwtDecode } from 'jwt-decode';
import { NOT_PERMISSION, permissionsOf } from '../core/access';

/** What the console reads from an access token (spec section 3, token contents). */
export interface ConsoleClaims {
  UserId: number | string;
  UserName?: string;
  FirstName?: string;
  LastName?: string;
  Permissions?: string | string[];
  entity_id?: number | string;
  PartnerId?: number | string;
  /** Set for a system administrator, whichever entity the token is bound to. */
  SystemAdministrator?: boolean;
  exp?: number;
}

/** The last token decoded and its claims: access checks ask for them dozens of times per screen. */
let lastDecoded: { token: string; claims: ConsoleClaims | null } | undefined;

const decode = (token: string): ConsoleClaims | null => {
  try {
    return jwtDecode<ConsoleClaims>(token);
  } catch {
    return null;
  }
};

/** The token's claims (null when unreadable), decoded once per token; callers must not modify them. */
export const decodeClaims = (token: string): ConsoleClaims | null => {
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: decode(token) };
  return lastDecoded.claims;
};

/** The token's `entity_id` claim as an entity id; undefined when absent or unusable (the spec's token has none). */
export const claimedEntityId = (claims: Pick<ConsoleClaims, 'entity_id'>): number | undefined => {
  const value = typeof claims.entity_id === 'string' ? claims.entity_id.trim() : claims.entity_id;
  const id = value === '' || value === undefined ? NaN : Number(value);
  return Number.isInteger(id) ? id : undefined;
};

/** Epoch milliseconds when the token expires (0 when unreadable: treat as expired). */
export const expiresAt = (token: string) => (decodeClaims(token)?.exp ?? 0) * 1000;

/** The token's permissions, or the NOT_PERMISSION marker when it has none. */
export const permissionsOfToken = (token: string | null): string[] => {
  const permissions = token ? permissionsOf(decodeClaims(token)?.Permissions) : [];
  return permissions.length > 0 ? permissions : [NOT_PERMISSION];
};

/** Whether the token's user is a system administrator (its claim; false when unreadable). */
export const isSystemAdministratorToken = (token: string | null): boolean =>
  token !== null && decodeClaims(token)?.SystemAdministrator === true;
