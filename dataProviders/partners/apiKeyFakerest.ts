import type { FakeMethodsContext } from '../defineMethods';
import { API_KEY_PREFIX, SHOWN_PREFIX_LENGTH } from '../../resources/partners/apiKeyRules';
import { apiKeys } from '../../resources/apiKeys/schema';
import { randomBase64url, sha256Hex } from '../keyMaterial';
import type { ApiKeyMethods, GeneratedApiKey } from './apiKeyMethods';

/** The in-memory keys: generated as the sandbox does (hash kept, key answered once), revoked by date. */
export const createFakeApiKeyMethods = ({
  provider,
  createRules,
}: Pick<FakeMethodsContext, 'provider' | 'createRules'>): ApiKeyMethods => ({
  generatePartnerApiKey: async (params) => {
    const key = `${API_KEY_PREFIX}${randomBase64url(24)}`;
    // The service's route runs the key's rules on what was asked (whose key, what it reaches)
    // before storing it: a partner's user names no partner of its own.
    const ruled = await createRules(apiKeys.name, { ...params });
    const { data } = await provider.create(apiKeys.resource, {
      data: {
        ...ruled,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: await sha256Hex(key),
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
