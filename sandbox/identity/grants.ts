import type { SandboxContext } from '../context';
import { ServiceError } from '../errors';
import { MAX_FAILED_ATTEMPTS, type Accounts } from './accounts';
import * as refusals from './oauthErrors';
import { hashPassword, verifyPassword } from './passwords';
import { verifyTotp } from './totp';

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
export const createGrants = ({ tokens, config }: SandboxContext, accounts: Accounts) => {
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
      },
      family,
    );
    const cookieDays = Number(profile.cookieExpirationDays);
    const days = Number.isFinite(cookieDays) && cookieDays > 0 ? cookieDays : config.refreshTokenDays;
    return {
      access_token: access.token,
      refresh_token: tokens.issueRefreshToken(family, days),
      expires_in: access.expiresIn,
      token_type: 'Bearer',
      scope: TOKEN_SCOPE,
    };
  };

  /** A wrong password or 2FA code of an active user; the fifth in a row blocks the user. */
  const countFailure = (userId: number, refusal: ServiceError) => {
    if (accounts.statusOf(userId) !== 'ACTIVE') return refusal;
    if (accounts.recordFailure(userId) < MAX_FAILED_ATTEMPTS) return refusal;
    accounts.setStatus(userId, 'BLOCKED');
    accounts.revokeSessions(userId);
    return refusals.userBlocked();
  };

  const password = async ({ userName, password: secret, entityId, totpCode }: PasswordGrant) => {
    if (!userName || !secret) throw refusals.invalidRequest('userName and password are required');
    const credentials = accounts.byName(userName.trim());
    if (!credentials) {
      verifyPassword(secret, decoyHash());
      throw refusals.invalidCredentials();
    }
    const { userId } = credentials;
    const status = accounts.statusOf(userId);
    if (status === 'BLOCKED') throw refusals.userBlocked();
    if (!verifyPassword(secret, credentials.passwordHash)) throw countFailure(userId, refusals.invalidCredentials());
    if (status !== 'ACTIVE') throw refusals.userDeactivated();

    const requested = parseEntity(entityId);
    const entity = requested === undefined ? accounts.homeEntity(userId) : requested;
    if (entity === null || entity === undefined || !accounts.isMember(userId, entity))
      throw refusals.entityNotAllowed();

    if (credentials.totpEnabled) {
      if (!totpCode?.trim()) throw refusals.twoFactorRequired();
      if (!credentials.totpSecret || !verifyTotp(credentials.totpSecret, totpCode.trim())) {
        throw countFailure(userId, refusals.twoFactorInvalid());
      }
    }
    accounts.resetFailures(userId);
    return issuePair(userId, entity, tokens.startFamily(userId, entity));
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
