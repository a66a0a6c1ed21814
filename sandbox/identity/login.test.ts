import { readOnlyPermissions } from '../../fixtures/personaPermissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { partnerPermissions, personas } from './personas';
import { api, claimsOf, signIn, tokenCall } from './testClient';
import { totp } from './totp';

const passwordOf = (userName: string) => personas.find((persona) => persona.userName === userName)?.password ?? '';

describe('signing in with the password grant', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const login = (userName: string, password = passwordOf(userName), extra: Record<string, string> = {}) =>
    tokenCall(sandbox.baseUrl, { userName, password, ...extra });

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('lets every active persona in with its password (twofa with its code)', async () => {
    for (const persona of personas.filter(({ status }) => status === 'ACTIVE')) {
      const extra: Record<string, string> = persona.totpSecret ? { totpcode: totp(persona.totpSecret) } : {};
      const { status, body } = await login(persona.userName, persona.password, extra);
      expect(status, persona.userName).toBe(200);
      const claims = claimsOf(String(body.access_token));
      expect(claims).toMatchObject({
        UserName: persona.userName,
        FirstName: persona.firstName,
        LastName: persona.lastName,
      });
      // As the real identity server's, the token names no entity: its family binds it to the default one.
      expect(claims).not.toHaveProperty('entity_id');
      expect(await sandbox.boundEntityOf(String(body.access_token))).toBe(persona.entities[0]);
      expect(body).toMatchObject({ token_type: 'Bearer', scope: 'api offline_access', expires_in: 3600 });
    }
  });

  it('refuses the blocked persona with IS-0021 for the right password, and a wrong one as any other', async () => {
    expect((await login('blocked')).body).toEqual({
      error: 'invalid_grant',
      error_description: 'user blocked',
      Code: 'IS-0021',
      Message: 'IS-0021',
    });
    expect((await login('blocked', 'Wrong#2026')).body).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid username or password',
    });
  });

  it("refuses the inactive persona with 'user deactivated' (US-0001)", async () => {
    const { status, body } = await login('inactive');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'user deactivated' });
  });

  it("answers 'invalid username or password' (US-0002) for a wrong password or an unknown user", async () => {
    for (const [userName, password] of [
      ['admin', 'Wrong#2026'],
      ['nobody', 'Admin#2026'],
    ]) {
      const { status, body } = await login(userName, password);
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'invalid_grant', error_description: 'invalid username or password' });
    }
  });

  it('locks a name out at the fifth wrong password, for a while; an administrator lifts it at once', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await login('acquirer', 'Wrong#2026')).body.error_description).toBe('invalid username or password');
    expect((await login('acquirer')).body).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid username or password',
    });
    const { userId } = await sandbox.tokenFor('acquirer');
    // A lockout is not an administrator's block: the record keeps its status.
    expect(sandbox.context.store.get('users', userId)?.status).toBe('ACTIVE');
    const readonly = await signIn(sandbox.baseUrl, 'readonly', passwordOf('readonly'));
    expect(
      (
        await api(sandbox.baseUrl, `/identity/api/v1/User/${userId}/unblock`, {
          method: 'POST',
          token: readonly.accessToken,
        })
      ).status,
    ).toBe(403);

    // The acquirer is a user of entity 4: an administrator signed in there lifts it.
    const admin = await signIn(sandbox.baseUrl, 'admin', passwordOf('admin'), { entity_id: '4' });
    const unblocked = await api(sandbox.baseUrl, `/identity/api/v1/User/${userId}/unblock`, {
      method: 'POST',
      token: admin.accessToken,
      entityId: 4,
    });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({ id: userId, userName: 'acquirer', status: 'ACTIVE' });
    expect(unblocked.body).not.toHaveProperty('password');
    expect((await login('acquirer')).status).toBe(200);
  });

  it('refuses an entity outside the memberships with GM-0002', async () => {
    for (const entity of ['3', 'abc']) {
      const { status, body } = await login('readonly', passwordOf('readonly'), { entity_id: entity });
      expect(status).toBe(400);
      expect(body).toMatchObject({ Code: 'GM-0002' });
    }
  });

  it('signs the administrator into entity 3 when asked', async () => {
    const { accessToken } = await signIn(sandbox.baseUrl, 'admin', passwordOf('admin'), { entity_id: '3' });
    const claims = claimsOf(accessToken);
    expect(await sandbox.boundEntityOf(accessToken)).toBe(3);
    expect(claims.Permissions).toContain('USERS_WRITE_AND_READ');
    const config = (entityId: number) =>
      api(sandbox.baseUrl, '/terminal/api/v1/Entity/config', { token: accessToken, entityId });
    expect((await config(3)).status).toBe(200);
    expect((await config(9)).body).toMatchObject({ Code: 'GM-0002' });
  });

  it('puts the role of the entity in Permissions: read-only, none, partner', async () => {
    const readonly = claimsOf((await signIn(sandbox.baseUrl, 'readonly', passwordOf('readonly'))).accessToken);
    expect(Array.isArray(readonly.Permissions)).toBe(true);
    expect(readonly.Permissions).toContain('USERS_READ');
    expect(readonly.Permissions).toContain('TERMINALS_READ');
    expect([...readonly.Permissions].filter((name) => name.includes('WRITE'))).toEqual([]);
    expect([...readonly.Permissions].sort()).toEqual([...readOnlyPermissions].sort());

    const noperm = claimsOf((await signIn(sandbox.baseUrl, 'noperm', passwordOf('noperm'))).accessToken);
    expect(noperm.Permissions).toEqual([]);
    expect(noperm.PartnerId).toBeUndefined();

    const partner = claimsOf((await signIn(sandbox.baseUrl, 'partner', passwordOf('partner'))).accessToken);
    expect(typeof partner.PartnerId).toBe('number');
    expect([...partner.Permissions].sort()).toEqual([...partnerPermissions].sort());
  });

  it('says in every entity that the platform operator’s app administrator is a system administrator', async () => {
    const inEntity = async (userName: string, entityId: number) =>
      claimsOf(
        (await signIn(sandbox.baseUrl, userName, passwordOf(userName), { entity_id: String(entityId) })).accessToken,
      ).SystemAdministrator;
    expect(await inEntity('admin', 9)).toBe(true);
    expect(await inEntity('admin', 6)).toBe(true);
    expect(await inEntity('processor', 3)).toBeUndefined();
    expect(await inEntity('readonly', 9)).toBeUndefined();
  });

  it('refuses a wrong client secret, a missing scope and an unknown grant type', async () => {
    expect(await login('admin', passwordOf('admin'), { client_secret: 'wrong' })).toEqual({
      status: 401,
      body: { error: 'invalid_client' },
      list: [],
    });
    expect((await login('admin', passwordOf('admin'), { scope: 'api' })).body).toMatchObject({
      error: 'invalid_scope',
    });
    expect((await login('admin', passwordOf('admin'), { grant_type: 'client_credentials' })).body).toEqual({
      error: 'unsupported_grant_type',
    });
  });

  it('makes the token and its refresh token unusable after invalidate/token', async () => {
    const { accessToken, refreshToken } = await signIn(sandbox.baseUrl, 'admin', passwordOf('admin'));
    expect((await api(sandbox.baseUrl, '/terminal/api/v1/Entity', { token: accessToken })).status).toBe(200);
    const invalidated = await api(sandbox.baseUrl, '/identity/api/v1/User/invalidate/token', {
      method: 'POST',
      token: accessToken,
      entityId: 9,
    });
    expect(invalidated.status).toBe(200);
    expect((await api(sandbox.baseUrl, '/terminal/api/v1/Entity', { token: accessToken })).status).toBe(401);
    const refreshed = await tokenCall(sandbox.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: '',
    });
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('refreshes without scope, as the console does, keeping the entity', async () => {
    const { refreshToken } = await signIn(sandbox.baseUrl, 'admin', passwordOf('admin'), { entity_id: '2' });
    const { status, body } = await tokenCall(sandbox.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      entity_id: '2',
      scope: '',
    });
    expect(status).toBe(200);
    expect(await sandbox.boundEntityOf(String(body.access_token))).toBe(2);
  });
});

describe('rate limiting of the token endpoint', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ tokenRatePerMinute: 3 });
  });
  afterAll(() => sandbox.close());

  it('answers 429 past the limit per user name, trimmed and case-folded', async () => {
    const statuses: number[] = [];
    for (const userName of ['admin', ' admin', 'ADMIN  ', '\tadmin'])
      statuses.push((await tokenCall(sandbox.baseUrl, { userName, password: 'Wrong#2026' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await tokenCall(sandbox.baseUrl, { userName: 'readonly', password: passwordOf('readonly') })).status).toBe(
      200,
    );
  });
});
