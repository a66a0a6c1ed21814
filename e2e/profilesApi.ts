import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { tokensOf, type Credentials } from './sandboxSession';

type Json = Record<string, unknown>;

/** The admin's calls to the sandbox in entity 9, to set up what the screens then show. */
export const adminApi = async (request: APIRequestContext) => {
  const { access_token } = await tokensOf(request, 'admin', 9);
  const headers = { Authorization: `Bearer ${access_token}`, 'entity-id': '9' };
  const list = async (path: string, size = 100, filter: Json = {}) =>
    (await (
      await request.get(path, {
        headers,
        params: { filter: JSON.stringify(filter), range: JSON.stringify([0, size - 1]) },
      })
    ).json()) as Json[];
  const post = (path: string, data: Json) => request.post(path, { headers, data });
  return { list, post };
};

/** A new user of entity 9 whose role holds just `permissionNames`: another person for four eyes. */
export const userWith = async (request: APIRequestContext, permissionNames: string[]): Promise<Credentials> => {
  const api = await adminApi(request);
  const permissions = new Map((await api.list('/identity/api/v1/Permission', 500)).map((p) => [p.name, p.id]));
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const role = (await (
    await api.post('/identity/api/v1/Role', {
      name: `Perfiles ${suffix}`,
      description: 'Cuatro ojos',
      permissionIds: permissionNames.map((name) => permissions.get(name)),
    })
  ).json()) as Json;
  const user = { userName: `pf${suffix}`, password: 'Welcome#2026' };
  const created = await api.post('/identity/api/v1/User', {
    ...user,
    firstName: 'Eva',
    lastName: 'Perfiles',
    email: `${user.userName}@example.com`,
    roleId: role.id,
    status: 'ACTIVE',
  });
  expect(created.ok()).toBe(true);
  return user;
};
