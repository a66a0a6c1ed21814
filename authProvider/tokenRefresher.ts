import { HttpError } from 'ra-core';
import { withRequestToken } from '../dataProviders/httpClient';
import { expiresAt } from './tokenClaims';
import type { TokenResponse } from './identityClient';
import { noLock, type ExclusiveLock } from './refreshLock';
import type { SessionStore } from './sessionStore';

/** Refresh when the token has less than this left (spec section 4). */
export const REFRESH_WHEN_LEFT_MS = 10 * 60 * 1000;

/** The message of the error a failed refresh leaves the call that needed it. */
export const SESSION_EXPIRED_MESSAGE = 'errors.generic.sessionExpired';

interface Options {
  session: Pick<SessionStore, 'token' | 'refreshToken' | 'entityId' | 'updateTokens'>;
  refresh: (refreshToken: string, entityId: string | null) => Promise<TokenResponse>;
  /** Ends the session of `token` with the expiry message (nothing when the session moved on). */
  onExpired: (token: string | null) => void;
  /** Held while refreshing, shared by every tab (the Web Locks API in the browser). */
  lock?: ExclusiveLock;
  now?: () => number;
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
 * stored tokens again: when another tab already refreshed (or the session changed), it uses them.
 * A refused refresh ends the session it was for, and its callers fail with a 401.
 */
export const createTokenRefresher = ({ session, refresh, onExpired, lock = noLock, now = Date.now }: Options) => {
  let inFlight: Promise<void> | null = null;

  const needsRefresh = () => {
    const token = session.token();
    return token !== null && expiresAt(token) - now() < REFRESH_WHEN_LEFT_MS;
  };

  const refreshOnce = async () => {
    const token = session.token();
    const refreshToken = session.refreshToken();
    try {
      await lock(async () => {
        if (session.refreshToken() !== refreshToken || !needsRefresh()) return;
        if (!refreshToken) throw new Error('no refresh token');
        const tokens = await refresh(refreshToken, session.entityId());
        session.updateTokens(tokens.access_token, tokens.refresh_token);
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
