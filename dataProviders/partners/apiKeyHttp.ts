import type { HttpMethodsContext } from '../defineMethods';
import { API_KEY_PATH, type ApiKeyMethods } from './apiKeyMethods';

export const createHttpApiKeyMethods = ({ urls, httpClientFor }: HttpMethodsContext): ApiKeyMethods => {
  const post = async (path: string, body?: unknown) =>
    (
      await httpClientFor('commerce')(`${urls.commerce}/${API_KEY_PATH}/${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json;
  return {
    generatePartnerApiKey: async (params) => ({
      data: (await post('generate', params)) as Awaited<ReturnType<ApiKeyMethods['generatePartnerApiKey']>>['data'],
    }),
    revokePartnerApiKey: async ({ id }) => ({
      data: (await post(`${encodeURIComponent(String(id))}/revoke`)) as Awaited<
        ReturnType<ApiKeyMethods['revokePartnerApiKey']>
      >['data'],
    }),
  };
};
