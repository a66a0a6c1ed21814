import type { ServiceName } from '../../resources/core/resourceSchema';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import { API_KEY_PATH, type ApiKeyMethods } from './apiKeyMethods';

export const createHttpApiKeyMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): ApiKeyMethods => {
  const post = async (path: string, body?: unknown) =>
    (
      await httpClientFor('commerce')(`${urls.commerce}/${API_KEY_PATH}/${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json;
  return {
    generatePartnerApiKey: async (_resource, params) => ({
      data: (await post('generate', params)) as Awaited<ReturnType<ApiKeyMethods['generatePartnerApiKey']>>['data'],
    }),
    revokePartnerApiKey: async (_resource, { id }) => ({
      data: (await post(`${encodeURIComponent(String(id))}/revoke`)) as Awaited<
        ReturnType<ApiKeyMethods['revokePartnerApiKey']>
      >['data'],
    }),
  };
};
