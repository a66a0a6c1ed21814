import { isAuthenticatorCode } from '../fixtures/authenticator';
import { entities } from '../fixtures/entities';
import { entityConfigOf } from '../fixtures/entityConfig';
import { permissionsOfRole } from '../fixtures/personaPermissions';
import { personas, type Persona } from '../fixtures/personas';
import type { IdentityClient, PasswordGrant, TokenResponse } from '../authProvider/identityClient';
import { isSystemAdministrator } from '../resources/identity/systemAdministrator';
import { decodeClaims } from '../resources/identity/tokenClaims';
import type { ErrorMapper, FailedRequest, SessionReader } from './httpClient';

const TOKEN_SECONDS = 3600;

const base64url = (value: object) =>
  btoa(JSON.stringify(value))
    .replace(/={1,2}$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/**
 * Where this stand-in keeps the entity a token was issued for, as a real server keeps it on its
 * side: the spec's token has no `entity_id` claim, and the console never reads this one.
 */
const ISSUED_FOR = 'memory_entity';

/** An unsigned token with the spec's claims: the console only reads tokens, it never verifies them. */
const tokenFor = (persona: Persona, entityId: number, now: number): TokenResponse => {
  const permissions = permissionsOfRole(persona.role);
  const claims = {
    UserId: personas.indexOf(persona) + 1,
    UserName: persona.userName,
    FirstName: persona.firstName,
    LastName: persona.lastName,
    Permissions: permissions.length === 1 ? permissions[0] : permissions,
    [ISSUED_FOR]: entityId,
    ...(persona.partner ? { PartnerId: 1 } : {}),
    ...(isSystemAdministrator(persona.entities, permissions) ? { SystemAdministrator: true } : {}),
    exp: Math.floor(now / 1000) + TOKEN_SECONDS,
  };
  const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  return { access_token: token, refresh_token: `memory-${persona.userName}-${entityId}`, expires_in: TOKEN_SECONDS };
};

/** The entity a token of this stand-in was issued for. */
const issuedFor = (claims: object): number | undefined => {
  const value: unknown = (claims as Record<string, unknown>)[ISSUED_FOR];
  return typeof value === 'number' ? value : undefined;
};

/**
 * The personas' identity without a server, for component tests and the fakerest mode: the same
 * answers and refusal codes as the sandbox's token endpoint. Mail-based flows need the sandbox.
 */
export const createMemoryIdentity = (
  mapError: ErrorMapper,
  session: Pick<SessionReader, 'token'>,
  now: () => number = Date.now,
): IdentityClient => {
  const refuse = (status: number, body: Record<string, string>, request?: FailedRequest): never => {
    throw mapError(status, body, JSON.stringify(body), request);
  };
  /** The token endpoint's refusals, which the login form and the entity switch show themselves. */
  const refuseGrant = (body: Record<string, string>) => refuse(400, body, { refusalShownByCaller: true });
  const unavailable = (): never => refuse(501, { Message: 'needs the sandbox' });
  /** Who the session's token was issued to, as the server would know from the bearer token. */
  const signedIn = () => {
    const token = session.token();
    const claims = token ? decodeClaims(token) : null;
    const persona = personas.find((p) => p.userName === claims?.UserName);
    const entityId = claims ? issuedFor(claims) : undefined;
    return persona && entityId !== undefined ? { persona, entityId } : refuse(401, { Code: 'GM-0001' });
  };

  return {
    passwordGrant: async ({ userName, password, entityId, totpCode }: PasswordGrant) => {
      const persona = personas.find((p) => p.userName.toLowerCase() === userName.toLowerCase());
      if (!persona || persona.password !== password) {
        return refuseGrant({ error: 'invalid_grant', error_description: 'invalid username or password' });
      }
      if (persona.status === 'BLOCKED')
        return refuseGrant({ error: 'invalid_grant', error_description: 'user blocked', Code: 'IS-0021' });
      if (persona.status === 'INACTIVE')
        return refuseGrant({ error: 'invalid_grant', error_description: 'user deactivated' });
      if (persona.totpSecret && !totpCode) return refuseGrant({ Code: 'IS-0014' });
      if (persona.totpSecret && !isAuthenticatorCode(persona.totpSecret, totpCode ?? ''))
        return refuseGrant({ Code: 'IS-0015' });
      const entity = entityId ?? persona.entities[0];
      if (!persona.entities.includes(entity)) return refuseGrant({ Code: 'GM-0002' });
      return tokenFor(persona, entity, now());
    },
    refreshGrant: async () => {
      const { persona, entityId } = signedIn();
      return tokenFor(persona, entityId, now());
    },
    invalidateToken: async () => ({ status: 200, headers: new Headers(), body: '', json: null }),
    /** The user's entities, the default one (the persona's first) first, as the sandbox lists them. */
    entities: async () => {
      const memberOf = signedIn().persona.entities;
      return memberOf
        .flatMap((id) => entities.filter((entity) => entity.Id === id))
        .map(({ Id, Name }) => ({ Id, Name }));
    },
    entityConfig: async () => entityConfigOf(signedIn().entityId),
    restrictions: async () => [],
    notifications: async () => [],
    recoverPassword: unavailable,
    validateSecureCode: unavailable,
    resetPassword: unavailable,
    changePassword: unavailable,
    twoFactorQr: unavailable,
    regenerateTwoFactorQr: unavailable,
    enableTwoFactor: unavailable,
    disableTwoFactor: unavailable,
    setCookieTime: unavailable,
  };
};
