import type { APIRequestContext } from '@playwright/test';
import { tokensOf } from './sandboxSession';

export type Json = Record<string, unknown>;

/** Calls to the sandbox as a persona in entity 9, to set up and check what the screens did. */
export const apiAs = async (request: APIRequestContext, userName: string) => {
  const { access_token } = await tokensOf(request, userName, 9);
  const headers = { Authorization: `Bearer ${access_token}`, 'entity-id': '9' };
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString()) as Json;
  const list = async (path: string, filter: Json = {}, size = 100) =>
    (await (
      await request.get(path, {
        headers,
        params: { filter: JSON.stringify(filter), range: JSON.stringify([0, size - 1]), sort: '["id","ASC"]' },
      })
    ).json()) as Json[];
  const get = async (path: string) => (await (await request.get(path, { headers })).json()) as Json;
  const put = (path: string, data: Json) => request.put(path, { headers, data });
  const post = (path: string, data: Json) => request.post(path, { headers, data });
  return { token: access_token, claims, list, get, put, post };
};
