import { ResourceOwnerPassword } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, CLIENT, claimsOf } from './testClient';

/** The body of an error simple-oauth2 (wreck/boom) throws for a refused token call. */
const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    const { output, data } = error as { output?: { statusCode?: number }; data?: { payload?: unknown } };
    return { status: output?.statusCode, payload: data?.payload };
  }
  throw new Error('the call was not refused');
};

describe('the token endpoint driven by simple-oauth2', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const clientWith = (authorizationMethod: 'header' | 'body', secret: string = CLIENT.client_secret) =>
    new ResourceOwnerPassword({
      client: { id: CLIENT.client_id, secret },
      auth: { tokenHost: sandbox.baseUrl, tokenPath: '/auth/connect/token' },
      options: { authorizationMethod },
    });
  const entities = (token: unknown) => api(sandbox.baseUrl, '/terminal/api/v1/Entity', { token: String(token) });

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('grants a password token with the client in a Basic header and `username`', async () => {
    const token = await clientWith('header').getToken({
      username: 'admin',
      password: 'Admin#2026',
      scope: ['api', 'offline_access'],
      entity_id: '9',
    });
    expect(token.token).toMatchObject({ token_type: 'Bearer', scope: 'api offline_access', expires_in: 3600 });
    expect(typeof token.token.refresh_token).toBe('string');
    expect(claimsOf(String(token.token.access_token))).toMatchObject({
      UserName: 'admin',
      FirstName: 'Ana',
      LastName: 'Administradora',
    });
    expect(await sandbox.boundEntityOf(String(token.token.access_token))).toBe(9);
    expect((await entities(token.token.access_token)).status).toBe(200);
  });

  it('grants a password token with the client in the body', async () => {
    const token = await clientWith('body').getToken({
      username: 'readonly',
      password: 'Readonly#2026',
      scope: 'api offline_access',
    });
    expect(claimsOf(String(token.token.access_token))).toMatchObject({ UserName: 'readonly' });
    expect(await sandbox.boundEntityOf(String(token.token.access_token))).toBe(9);
  });

  it('refuses a wrong client secret in either place with invalid_client', async () => {
    for (const method of ['header', 'body'] as const) {
      const refused = await refusal(
        clientWith(method, 'wrong').getToken({
          username: 'admin',
          password: 'Admin#2026',
          scope: 'api offline_access',
        }),
      );
      expect(refused).toEqual({ status: 401, payload: { error: 'invalid_client' } });
    }
  });

  it('refuses a grant without the api and offline_access scopes', async () => {
    const refused = await refusal(
      clientWith('header').getToken({ username: 'admin', password: 'Admin#2026', scope: 'api' }),
    );
    expect(refused).toMatchObject({ status: 400, payload: { error: 'invalid_scope' } });
  });

  it('rotates refresh tokens and revokes the family when a spent one comes back', async () => {
    const first = await clientWith('header').getToken({
      username: 'admin',
      password: 'Admin#2026',
      scope: 'api offline_access',
      entity_id: '9',
    });
    const params = { scope: 'api offline_access', entity_id: '9' };
    const second = await first.refresh(params);
    expect(second.token.refresh_token).not.toBe(first.token.refresh_token);
    expect(claimsOf(String(second.token.access_token))).toMatchObject({
      UserName: 'admin',
      fam: claimsOf(String(first.token.access_token)).fam,
    });
    expect((await entities(second.token.access_token)).status).toBe(200);

    const reuse = await refusal(first.refresh(params));
    expect(reuse).toMatchObject({ status: 400, payload: { error: 'invalid_grant' } });
    expect((await entities(second.token.access_token)).status).toBe(401);
    expect(await refusal(second.refresh(params))).toMatchObject({ status: 400, payload: { error: 'invalid_grant' } });
  });

  it('keeps the session entity: a refresh asking for another entity ends the session', async () => {
    const token = await clientWith('body').getToken({
      username: 'admin',
      password: 'Admin#2026',
      scope: 'api offline_access',
      entity_id: '3',
    });
    expect((await entities(token.token.access_token)).status).toBe(200);
    const otherEntity = { scope: 'api offline_access', entity_id: '9' };
    const refused = await refusal(token.refresh(otherEntity));
    expect(refused).toMatchObject({ status: 400, payload: { error: 'invalid_grant' } });
    expect((await entities(token.token.access_token)).status).toBe(401);
  });
});
