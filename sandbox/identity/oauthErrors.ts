import { ServiceError } from '../errors';

/**
 * The token endpoint's refusals (RFC 6749 section 5.2). The console reads `error_description`
 * for US-0001/US-0002 and `Code` for the rest (spec section 8).
 */
export const INVALID_CREDENTIALS = 'invalid username or password';
export const USER_DEACTIVATED = 'user deactivated';
export const USER_BLOCKED = 'user blocked';

export const invalidGrant = (description?: string, code?: string) =>
  new ServiceError(400, {
    error: 'invalid_grant',
    ...(description ? { error_description: description } : {}),
    ...(code ? { Code: code, Message: code } : {}),
  });

export const invalidCredentials = () => invalidGrant(INVALID_CREDENTIALS);
export const userBlocked = () => invalidGrant(USER_BLOCKED, 'IS-0021');
export const userDeactivated = () => invalidGrant(USER_DEACTIVATED);
export const twoFactorRequired = () => invalidGrant('two-factor code required', 'IS-0014');
export const twoFactorInvalid = () => invalidGrant('invalid two-factor code', 'IS-0015');
export const entityNotAllowed = () => invalidGrant('entity not allowed', 'GM-0002');

export const invalidClient = () => new ServiceError(401, { error: 'invalid_client' });
export const invalidScope = () =>
  new ServiceError(400, { error: 'invalid_scope', error_description: 'scope must include api and offline_access' });
export const invalidRequest = (description: string) =>
  new ServiceError(400, { error: 'invalid_request', error_description: description });
export const unsupportedGrantType = () => new ServiceError(400, { error: 'unsupported_grant_type' });
