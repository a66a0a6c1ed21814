import type { DataProvider } from 'ra-core';
import { APP_API_KEY_PREFIX, APP_KEY_DAYS, hasExpired, shownPartOf } from '../../resources/appApiKeys/appApiKeyRules';
import { appApiKeys, type AppApiKey } from '../../resources/appApiKeys/schema';
import { apps } from '../../resources/apps/schema';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { randomBase64url, sha256Hex } from '../keyMaterial';
import { mapServiceError } from '../responseErrors';
import type { GeneratedAppApiKey, MarketMethods } from './marketMethods';

const DAY_MS = 86_400_000;

const refusal = (status: number, code: string) => {
  const body: ServiceErrorBody = { Code: code, Message: code };
  return mapServiceError(status, body, JSON.stringify(body));
};

const shown = ({ keyHash: _hash, ...rest }: Record<string, unknown>) => rest as AppApiKey;

/** An app's keys in memory, as the sandbox keeps them: the hash stored, the key answered once. */
export const createFakeAppApiKeyMethods = (
  provider: DataProvider,
): Pick<MarketMethods, 'generateApiKey' | 'changeApiKey'> => ({
  generateApiKey: async ({ id }) => {
    await provider.getOne(apps.resource, { id });
    const apiKey = `${APP_API_KEY_PREFIX}${randomBase64url(24)}`;
    const { data } = await provider.create(appApiKeys.resource, {
      data: {
        appId: id,
        prefix: shownPartOf(apiKey),
        keyHash: await sha256Hex(apiKey),
        apiKeyIsActive: true,
        expirationDate: new Date(Date.now() + APP_KEY_DAYS * DAY_MS).toISOString(),
        createdAt: new Date().toISOString(),
      },
    });
    return { data: { ...shown(data), apiKey } as GeneratedAppApiKey };
  },
  changeApiKey: async ({ id, keyId, change }) => {
    const { data: key } = await provider.getOne(appApiKeys.resource, { id: keyId });
    if (key.appId !== id) throw refusal(404, 'GM-0010');
    const now = Date.now();
    let data: Partial<AppApiKey>;
    if ('expire' in change) data = { apiKeyIsActive: false, expirationDate: new Date(now).toISOString() };
    else if (change.active && hasExpired(key, now)) throw refusal(400, 'AM-0009');
    else data = { apiKeyIsActive: change.active };
    const { data: changed } = await provider.update(appApiKeys.resource, { id: keyId, data, previousData: key });
    return { data: shown(changed) };
  },
});
