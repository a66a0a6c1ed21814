import { expiresAt } from './tokenClaims';
import type { TokenResponse } from './identityClient';
import type { SessionStore } from './sessionStore';

/** Refresh when the token has less than this left (spec section 4). */
export const REFRESH_WHEN_LEFT_MS = 10 * 60 * 1000;

interface Options {
  session: Pick<SessionStore, 'token' | 'refreshToken' | 'entityId' | 'updateTokens'>;
  refresh: (refreshToken: string, entityId: string | null) => Promise<TokenResponse>;
  /** Ends the session with the expiry message. */
  onExpired: () => void;
  now?: () => number;
}

/**
 * Keeps the access token fresh. Concurrent callers share one in-flight refresh, so a burst of
 * requests near expiry refreshes once; a failed refresh ends the session.
 */
export const createTokenRefresher = ({ session, refresh, onExpired, now = Date.now }: Options) => {
  let inFlight: Promise<void> | null = null;

  const run = async () => {
    const refreshToken = session.refreshToken();
    if (!refreshToken) throw new Error('no refresh token');
    const tokens = await refresh(refreshToken, session.entityId());
    session.updateTokens(tokens.access_token, tokens.refresh_token);
  };

  const needsRefresh = () => {
    const token = session.token();
    return token !== null && expiresAt(token) - now() < REFRESH_WHEN_LEFT_MS;
  };

  const ensureFresh = (): Promise<void> => {
    if (!needsRefresh()) return Promise.resolve();
    inFlight ??= run()
      .catch((error: unknown) => {
        onExpired();
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return { ensureFresh, needsRefresh };
};

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
