import type { IdentityClient } from './identityClient';

/**
 * What the signed-in user asks identity about their own account (profile, two-factor
 * authentication, password, notifications). Like data calls, they need a fresh token and a 401
 * or 403 ends the session (spec sections 4 and 8).
 */
export type AccountCalls = Pick<
  IdentityClient,
  | 'changePassword'
  | 'twoFactorQr'
  | 'regenerateTwoFactorQr'
  | 'enableTwoFactor'
  | 'disableTwoFactor'
  | 'setCookieTime'
  | 'notifications'
  | 'restrictions'
>;

/** Runs one call with what comes before and after it (the refresh, the session's error rules). */
export type AroundCall = <T>(call: () => Promise<T>) => Promise<T>;

const through =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>, around: AroundCall) =>
  (...args: A) =>
    around(() => call(...args));

/** The account calls of an identity client, each one run through `around`. */
export const accountCallsOf = (identity: AccountCalls, around: AroundCall): AccountCalls => ({
  changePassword: through(identity.changePassword, around),
  twoFactorQr: through(identity.twoFactorQr, around),
  regenerateTwoFactorQr: through(identity.regenerateTwoFactorQr, around),
  enableTwoFactor: through(identity.enableTwoFactor, around),
  disableTwoFactor: through(identity.disableTwoFactor, around),
  setCookieTime: through(identity.setCookieTime, around),
  notifications: through(identity.notifications, around),
  restrictions: through(identity.restrictions, around),
});
