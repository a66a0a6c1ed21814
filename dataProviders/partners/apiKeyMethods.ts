import type { DataProvider } from 'ra-core';
import type { ApiKey } from '../../resources/apiKeys/schema';
import { defineMethods } from '../defineMethods';

export interface ApiKeyRequest {
  name: string;
  /** YYYY-MM-DD, today or later. */
  expiresAt: string;
  /** Empty: every commerce the partner reaches. */
  commerceIds: number[];
  /** Needed only when the signed-in user belongs to no partner. */
  partnerId?: number;
}

/** A generated key: its record, and the key itself, which no later call answers again. */
export type GeneratedApiKey = ApiKey & { key: string };

/** Developer settings (spec section 2): generating and revoking partner API keys. */
export interface ApiKeyMethods {
  generatePartnerApiKey(params: ApiKeyRequest): Promise<{ data: GeneratedApiKey }>;
  revokePartnerApiKey(params: { id: number }): Promise<{ data: ApiKey }>;
}

export type ApiKeyDataProvider = DataProvider & ApiKeyMethods;

/** `{commerce}/api/v1/partner/api-key/generate` and `/{id}/revoke`. */
export const API_KEY_PATH = 'api/v1/partner/api-key';

export const apiKeyFamily = defineMethods<ApiKeyMethods>({
  domain: 'partners',
  names: { generatePartnerApiKey: true, revokePartnerApiKey: true },
  http: async (context) => (await import('./apiKeyHttp')).createHttpApiKeyMethods(context),
  fake: async (context) => (await import('./apiKeyFakerest')).createFakeApiKeyMethods(context),
});
