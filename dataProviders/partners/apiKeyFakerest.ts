import type { DataProvider } from 'ra-core';
import { API_KEY_PREFIX, SHOWN_PREFIX_LENGTH } from '../../resources/partners/apiKeyRules';
import { apiKeys } from '../../resources/apiKeys/schema';
import type { ApiKeyMethods, GeneratedApiKey } from './apiKeyMethods';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/** The in-memory keys: generated as the sandbox does (hash kept, key answered once), revoked by date. */
export const createFakeApiKeyMethods = (provider: DataProvider): ApiKeyMethods => ({
  generatePartnerApiKey: async (params) => {
    const key = `${API_KEY_PREFIX}${base64url(crypto.getRandomValues(new Uint8Array(24)))}`;
    const { data } = await provider.create(apiKeys.resource, {
      data: {
        ...params,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: await sha256(key),
        createdAt: new Date().toISOString(),
        revokedAt: null,
        lastUsedAt: null,
        callCount: 0,
      },
    });
    const { keyHash: _hash, ...shown } = data;
    return { data: { ...shown, key } as GeneratedApiKey };
  },
  revokePartnerApiKey: async ({ id }) => {
    const { data: previousData } = await provider.getOne(apiKeys.resource, { id });
    const { data } = await provider.update(apiKeys.resource, {
      id,
      data: { revokedAt: previousData.revokedAt ?? new Date().toISOString() },
      previousData,
    });
    return { data: data as GeneratedApiKey };
  },
});
