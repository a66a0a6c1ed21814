import type { AuthProvider } from 'ra-core';
import { requestTokenOf } from '../dataProviders/httpClient';
import type { NoticeBus } from '../dataProviders/notices';
import { canAccessRoute, type AccessContext } from './canAccess';
import type { IdentityClient, PasswordGrant } from './identityClient';
import type { RouteRule } from './routeRules';
import type { SessionStore } from './sessionStore';
import { createSignIn } from './signIn';
import { isSystemAdministratorToken, permissionsOfToken } from '../resources/identity/tokenClaims';

/** How long authorisation messages stay (spec section 9). */
export const AUTH_NOTICE_MS = 3000;

/** A page the user reached while signed in: losing the session later is 'not authorized'. */
export const VISITED_KEY = 'console.visited';

interface Options {
  session: SessionStore;
  identity: IdentityClient;
  rules: Record<string, RouteRule>;
  notices: NoticeBus;
  /** Marks that a signed-in page was shown in this tab (sessionStorage by default). */
  visits?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** Login parameters: react-admin's `username`, the optional 2FA code and entity. */
export interface LoginParams {
  username: string;
  password: string;
  totpCode?: string;
  entityId?: number;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

/**
 * The console's session rules (spec sections 2, 4 and 6) for react-admin: login and entity
 * re-authentication, logout, forced expiry, the guard's messages and access checks.
 */
export const createAuthProvider = ({ session, identity, rules, notices, visits = sessionStorage }: Options) => {
  const signIn = createSignIn(session, identity);

  const authenticate = async (grant: PasswordGrant) =>
    signIn(await identity.passwordGrant(grant), grant.userName, grant.entityId);

  /**
   * Entity switch (spec section 4): re-authenticates for the new entity with the password (and
   * 2FA code), then invalidates the previous token and keeps the new session. Nothing changes
   * when the server refuses (IS-0014 asks for the code, wrong password, ...).
   */
  const switchEntity = async ({
    password,
    entityId,
    totpCode,
  }: {
    password: string;
    entityId: number;
    totpCode?: string;
  }) => {
    const { userName } = session.identity();
    const tokens = await identity.passwordGrant({ userName, password, entityId, totpCode });
    await identity.invalidateToken().catch(() => undefined);
    await signIn(tokens, userName, entityId);
  };

  const accessContext = (): AccessContext => ({
    permissions: permissionsOfToken(session.token()),
    entityId: Number(session.entityId()),
    config: session.entityConfig(),
    systemAdministrator: isSystemAdministratorToken(session.token()),
  });
  /** canAccess's answer at once, for what draws often and must not wait a render for it (the sidebar). */
  const canAccessNow = ({ action, resource }: { action: string; resource: string }) =>
    canAccessRoute(rules[resource], accessContext(), action);

  /**
   * Ends a session the server no longer honours, the one of `token` (the current one by default):
   * a failure of a previous session (before an entity switch or a refresh) ends nothing. Warns
   * only when a session existed and was not left on purpose.
   */
  const expire = (token: string | null = session.token()) => {
    if (token !== session.token()) return;
    const warned = token !== null && !session.loggedOut();
    if (warned) {
      notices.emit({
        message: 'errors.generic.sessionExpired',
        type: 'warning',
        title: 'errors.generic.errorTitle',
        durationMs: AUTH_NOTICE_MS,
      });
    }
    session.clear();
    visits.removeItem(VISITED_KEY);
    if (warned) expiryListeners.forEach((listener) => listener());
  };

  /** Who takes the user to login the moment a session expires (src/layout/ExpiryRedirect.tsx). */
  const expiryListeners = new Set<() => void>();
  const onExpired = (listener: () => void) => {
    expiryListeners.add(listener);
    return () => void expiryListeners.delete(listener);
  };

  const provider: AuthProvider & {
    authenticate: typeof authenticate;
    switchEntity: typeof switchEntity;
    expire: typeof expire;
    onExpired: typeof onExpired;
    accessContext: typeof accessContext;
    canAccessNow: typeof canAccessNow;
    entities: typeof session.entities;
  } = {
    login: async ({ username, password, totpCode, entityId }: LoginParams) => {
      const remembered = session.entityId();
      await authenticate({
        userName: username,
        password,
        totpCode,
        entityId: entityId ?? (remembered ? Number(remembered) : undefined),
      });
      return { redirectTo: '/dashboard' };
    },
    logout: async () => {
      if (session.token()) await identity.invalidateToken().catch(() => undefined);
      session.clear();
      session.markLoggedOut();
      visits.removeItem(VISITED_KEY);
      return '/';
    },
    checkAuth: async () => {
      if (session.token()) {
        visits.setItem(VISITED_KEY, 'true');
        return;
      }
      if (visits.getItem(VISITED_KEY)) {
        notices.emit({
          message: 'errors.generic.notAuthorized',
          type: 'error',
          title: 'errors.generic.securityTitle',
          durationMs: AUTH_NOTICE_MS,
        });
        visits.removeItem(VISITED_KEY);
      }
      throw { redirectTo: '/', message: false };
    },
    checkError: async (error: unknown) => {
      const status = statusOf(error);
      if (status !== 401 && status !== 403) return;
      const sentWith = requestTokenOf(error);
      const current = session.token();
      if (sentWith !== undefined && current !== null && sentWith !== current) return;
      expire();
      throw { redirectTo: '/', message: false, logoutUser: true };
    },
    getIdentity: async () => {
      const { userId, firstName, lastName, userName } = session.identity();
      const partnerId = session.partnerId();
      return { id: userId, fullName: `${firstName} ${lastName}`.trim() || userName, userName, partnerId };
    },
    getPermissions: async () => permissionsOfToken(session.token()),
    canAccess: async (params) => canAccessNow(params),
    authenticate,
    switchEntity,
    expire,
    onExpired,
    accessContext,
    canAccessNow,
    entities: session.entities,
  };
  return provider;
};

export type ConsoleAuthProvider = ReturnType<typeof createAuthProvider>;
