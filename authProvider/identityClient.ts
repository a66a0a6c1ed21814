import type { HttpClient } from '../dataProviders/httpClient';
import type { ServiceUrls } from '../dataProviders/services';
import type { ServiceName } from '../resources/core/resourceSchema';
import type { Entity } from './sessionStore';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface PasswordGrant {
  userName: string;
  password: string;
  entityId?: number;
  /** The 6-digit authenticator code, when the server asked for it (IS-0014). */
  totpCode?: string;
}

export interface Notification {
  id: number | string;
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
}

export interface TwoFactorQr {
  uri: string;
  qr: string;
  enabled?: boolean;
}

/** The web client's identity at the authorisation server (spec section 9: values from configuration). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

const SCOPE = 'api offline_access';

/** Calls to the authorisation server, identity and the terminal service's entity endpoints. */
export const createIdentityClient = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
  client: ClientCredentials,
) => {
  const auth = httpClientFor('auth');
  const identity = httpClientFor('identity');
  const terminal = httpClientFor('terminal');
  const tokenUrl = `${urls.auth}/connect/token`;
  const identityApi = `${urls.identity}/api/v1`;
  const postJson = (url: string, body: unknown = {}) => identity(url, { method: 'POST', body: JSON.stringify(body) });

  return {
    passwordGrant: async ({ userName, password, entityId, totpCode }: PasswordGrant) => {
      const form = new URLSearchParams({
        userName,
        password,
        grant_type: 'password',
        client_id: client.clientId,
        client_secret: client.clientSecret,
        scope: SCOPE,
      });
      if (entityId !== undefined) form.set('entity_id', String(entityId));
      if (totpCode) form.set('totpcode', totpCode);
      // The login form and the entity switch tell the refusal inline, once (spec section 8).
      return (await auth(tokenUrl, { method: 'POST', body: form, refusalShownByCaller: true })).json as TokenResponse;
    },
    refreshGrant: async (refreshToken: string, entityId: string | null) => {
      const form = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      });
      if (entityId) form.set('entity_id', entityId);
      return (await auth(tokenUrl, { method: 'POST', body: form, isTokenRefresh: true })).json as TokenResponse;
    },
    invalidateToken: () => postJson(`${identityApi}/User/invalidate/token`),
    entities: async () => (await terminal(`${urls.terminal}/api/v1/Entity`)).json as Entity[],
    entityConfig: async () => (await terminal(`${urls.terminal}/api/v1/Entity/config`)).json as Record<string, string>,
    restrictions: async (entityId: number) =>
      (await identity(`${identityApi}/Restriction/${entityId}`)).json as string[],
    notifications: async () => (await identity(`${identityApi}/Notification`)).json as Notification[],
    recoverPassword: (userName: string) => postJson(`${identityApi}/User/recover-password`, { userName }),
    validateSecureCode: (userName: string, code: string) =>
      postJson(`${identityApi}/TwoFA/ValidateSecureCode`, { userName, code }),
    resetPassword: (body: { userName: string; code: string; password: string; confirmation: string }) =>
      postJson(`${identityApi}/User/reset-password`, body),
    changePassword: (body: { currentPassword: string; password: string; confirmation: string }) =>
      postJson(`${identityApi}/User/change-password`, body),
    twoFactorQr: async () => (await identity(`${identityApi}/TwoFA/qr`)).json as TwoFactorQr,
    regenerateTwoFactorQr: async () => (await postJson(`${identityApi}/TwoFA/regenerateQr`)).json as TwoFactorQr,
    enableTwoFactor: (code: string) => postJson(`${identityApi}/TwoFA/enable2fa`, { code }),
    disableTwoFactor: (code: string) => postJson(`${identityApi}/TwoFA/disable2fa`, { code }),
    setCookieTime: (days: number) => postJson(`${identityApi}/TwoFA/SetCookieTime`, { days }),
  };
};

export type IdentityClient = ReturnType<typeof createIdentityClient>;
