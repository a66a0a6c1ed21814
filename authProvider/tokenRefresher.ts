import { HttpError } from 'ra-core';
import { withRequestToken } from '../dataProviders/httpClient';
import { expiresAt } from '../resources/identity/tokenClaims';
import type { TokenResponse } from './identityClient';
import { tabOnlyLock, type RefreshLock } from './refreshLock';
import type { SessionStore } from './sessionStore';

/** Refresh when the token has less than this left (spec section 4). */
export const REFRESH_WHEN_LEFT_MS = 10 * 60 * 1000;

/** How long a tab waits for its storage to show the tokens another tab just stored. */
export const STORAGE_CATCH_UP_MS = 3000;
const CATCH_UP_STEP_MS = 20;

/** The message of the error a failed refresh leaves the call that needed it. */
export const SESSION_EXPIRED_MESSAGE = 'errors.generic.sessionExpired';

interface Options {
  session: Pick<SessionStore, 'token' | 'refreshToken' | 'entityId' | 'updateTokens'>;
  refresh: (refreshToken: string, entityId: string | null) => Promise<TokenResponse>;
  /** Ends the session of `token` with the expiry message (nothing when the session moved on). */
  onExpired: (token: string | null) => void;
  /** Held while refreshing, shared by every tab (the Web Locks API in the browser). */
  lock?: RefreshLock;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * The failure a call gets when the refresh it waited for was refused: a 401 of the session it
 * belonged to, so react-admin's `checkError` takes the user to login like any other 401.
 */
const sessionExpired = (token: string | null) =>
  withRequestToken(new HttpError(SESSION_EXPIRED_MESSAGE, 401, {}), token);

/**
 * Keeps the access token fresh. The refresh token rotates and the server revokes its family when
 * one is used twice, so there is one refresh for the whole browser: concurrent callers of a tab
 * share one in-flight refresh, and tabs take turns under one lock. Whoever gets the lock reads the
 * stored tokens again: when another tab already refreshed (or the session changed), it uses them,
 * waiting for its storage to catch up when the lock says the token it holds was spent.
 * A refused refresh ends the session it was for, and its callers fail with a 401.
 */
export const createTokenRefresher = ({
  session,
  refresh,
  onExpired,
  lock = tabOnlyLock,
  now = Date.now,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: Options) => {
  let inFlight: Promise<void> | null = null;

  /** Another tab spent `spent` and stored the new pair: until this tab's storage shows it. */
  const catchUp = async (spent: string) => {
    for (let waited = 0; waited < STORAGE_CATCH_UP_MS && session.refreshToken() === spent; waited += CATCH_UP_STEP_MS)
      await wait(CATCH_UP_STEP_MS);
  };

  const needsRefresh = () => {
    const token = session.token();
    return token !== null && expiresAt(token) - now() < REFRESH_WHEN_LEFT_MS;
  };

  const refreshOnce = async () => {
    const token = session.token();
    const refreshToken = session.refreshToken();
    try {
      await lock.run(async () => {
        if (session.refreshToken() !== refreshToken || !needsRefresh()) return;
        if (!refreshToken) throw new Error('no refresh token');
        if (await lock.wasSpent(refreshToken)) return catchUp(refreshToken);
        const tokens = await refresh(refreshToken, session.entityId());
        session.updateTokens(tokens.access_token, tokens.refresh_token);
        await lock.markSpent(refreshToken).catch(() => undefined);
      });
    } catch {
      onExpired(token);
      throw sessionExpired(token);
    }
  };

  const ensureFresh = (): Promise<void> => {
    if (!needsRefresh()) return Promise.resolve();
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return { ensureFresh, needsRefresh };
};

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
