import type { SandboxContext } from '../context';
import { ServiceError } from '../errors';
import { systemAdministratorClaim } from './systemAdministratorClaim';
import { nameSubject } from './lockouts';
import * as refusals from './oauthErrors';
import { hashPassword, verifyPassword } from './passwords';
import type { IdentitySecurity } from './security';

export const TOKEN_SCOPE = 'api offline_access';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
}

export interface PasswordGrant {
  userName?: string;
  password?: string;
  entityId?: string;
  totpCode?: string;
}

export interface RefreshGrant {
  refreshToken?: string;
  entityId?: string;
}

/** `undefined` when absent, `null` when not an entity id. */
const parseEntity = (value: string | undefined): number | null | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  return /^\d+$/.test(value.trim()) ? Number(value) : null;
};

// An unknown user name costs one hash check too, so timing does not tell which names exist.
let decoy: string | undefined;
const decoyHash = () => (decoy ??= hashPassword('not-a-password'));

/** The two grants of the token endpoint (ARCHITECTURE.md section 4). */
export const createGrants = ({ tokens, config }: SandboxContext, security: IdentitySecurity) => {
  const { accounts, lockouts, notify, secondFactor } = security;
  /** The session's end: the sign-in time plus the user's cookie period (an absolute lifetime). */
  const sessionEndOf = (userId: number) => {
    const cookieDays = Number(accounts.profile(userId)?.cookieExpirationDays);
    const days = Number.isFinite(cookieDays) && cookieDays > 0 ? cookieDays : config.refreshTokenDays;
    return Date.now() + days * 86_400_000;
  };

  const issuePair = async (userId: number, entityId: number, family: string): Promise<TokenResponse> => {
    const credentials = accounts.byId(userId);
    const profile = accounts.profile(userId);
    if (!credentials || !profile) throw refusals.invalidGrant();
    const names = accounts.permissionNames(userId, entityId);
    const access = await tokens.issueAccessToken(
      {
        UserId: userId,
        UserName: credentials.userName,
        FirstName: String(profile.firstName ?? ''),
        LastName: String(profile.lastName ?? ''),
        Permissions: names.length === 1 ? names[0] : names,
        ...(credentials.partnerId ? { PartnerId: credentials.partnerId } : {}),
        ...systemAdministratorClaim(accounts, userId),
      },
      family,
    );
    return {
      access_token: access.token,
      refresh_token: tokens.issueRefreshToken(family),
      expires_in: access.expiresIn,
      token_type: 'Bearer',
      scope: TOKEN_SCOPE,
    };
  };

  /**
   * Every refusal before the password is known right answers alike, whether the name exists,
   * the password is wrong or the name is locked out; a locked name costs no hash.
   */
  const password = async ({ userName, password: secret, entityId, totpCode }: PasswordGrant) => {
    if (!userName?.trim() || !secret) throw refusals.invalidRequest('userName and password are required');
    const subject = nameSubject(userName);
    if (lockouts.lockedUntil(subject) !== undefined) throw refusals.invalidCredentials();
    const credentials = accounts.byName(userName.trim());
    const matches = verifyPassword(secret, credentials?.passwordHash ?? decoyHash());
    if (!credentials || !matches) {
      if (lockouts.fail(subject).locked && credentials) notify(credentials.userId, 'lockedOut');
      throw refusals.invalidCredentials();
    }
    const { userId } = credentials;
    lockouts.succeed(subject);
    const status = accounts.statusOf(userId);
    if (status === 'BLOCKED') throw refusals.userBlocked();
    if (status !== 'ACTIVE') throw refusals.userDeactivated();

    const requested = parseEntity(entityId);
    const entity = requested === undefined ? accounts.homeEntity(userId) : requested;
    if (entity === null || entity === undefined || !accounts.isMember(userId, entity))
      throw refusals.entityNotAllowed();

    if (credentials.totpEnabled) {
      if (!totpCode?.trim()) throw refusals.twoFactorRequired();
      if (!secondFactor(credentials, totpCode)) throw refusals.twoFactorInvalid();
    }
    return issuePair(userId, entity, tokens.startFamily(userId, entity, sessionEndOf(userId)));
  };

  /** Rotates the refresh token; the session keeps its entity (switching entity needs the password). */
  const refresh = async ({ refreshToken, entityId }: RefreshGrant) => {
    if (!refreshToken) throw refusals.invalidRequest('refresh_token is required');
    let spent: ReturnType<typeof tokens.spendRefreshToken>;
    try {
      spent = tokens.spendRefreshToken(refreshToken);
    } catch (error) {
      if (error instanceof ServiceError) throw refusals.invalidGrant(error.body.Message);
      throw error;
    }
    const endSession = (refusal: ServiceError) => {
      tokens.revokeFamily(spent.family);
      return refusal;
    };
    const requested = parseEntity(entityId);
    if (requested !== undefined && requested !== spent.entityId)
      throw endSession(refusals.invalidGrant('entity differs from the session'));
    const status = accounts.statusOf(spent.userId);
    if (status === 'BLOCKED') throw endSession(refusals.userBlocked());
    if (status !== 'ACTIVE') throw endSession(refusals.userDeactivated());
    if (!accounts.isMember(spent.userId, spent.entityId)) throw endSession(refusals.entityNotAllowed());
    return issuePair(spent.userId, spent.entityId, spent.family);
  };

  return { password, refresh };
};

export type Grants = ReturnType<typeof createGrants>;
