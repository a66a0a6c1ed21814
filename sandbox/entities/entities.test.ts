import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../fixtures/entities';
import { FIXTURE_USER_PASSWORD } from '../../fixtures/personas';
import { api, signIn } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const flags = [
  'CAN_CREATE_ENTITY_PARAMETERS',
  'CAN_MANAGE_PROMOTIONAL_VIDEO',
  'CAN_MANAGE_TUTORIAL_VIDEO',
  'ADVERTISING_CAMPAIGN_IS_ALLOWED',
];
const labelFlags = [
  'COMMERCE_GROUP_REQUIRED',
  'COMMERCE_EMAIL_REQUIRED',
  'GET_FILE_WITH_AUTHORIZATION',
  'USE_TERMS_AND_CONDITIONS_DOCUMENT',
];

describe('entities, their configuration, restrictions and notifications', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let readonly: string;
  const get = (path: string, token?: string, entityId?: number) => api(sandbox.baseUrl, path, { token, entityId });

  beforeAll(async () => {
    sandbox = await startSandbox();
    admin = (await signIn(sandbox.baseUrl, 'admin', 'Admin#2026')).accessToken;
    readonly = (await signIn(sandbox.baseUrl, 'readonly', 'Readonly#2026')).accessToken;
  });
  afterAll(() => sandbox.close());

  it("lists the caller's entities as {Id, Name}", async () => {
    const adminEntities = await get('/terminal/api/v1/Entity', admin);
    expect(adminEntities.status).toBe(200);
    expect(adminEntities.list).toEqual(entities.map(({ Id, Name }) => ({ Id, Name })));
    expect((await get('/terminal/api/v1/Entity', readonly)).list).toEqual([{ Id: 9, Name: 'Marketplace Operaciones' }]);
  });

  it('lists first the default entity, the one a sign-in without entity_id binds its token to', async () => {
    // A user of entity 2 who also belongs to entity 9 (which the usual order puts first).
    const active = { status: 'ACTIVE', twoFactorEnabled: false };
    const spanish = sandbox.context.store.list('users', { entityId: 2, filter: active, range: [0, 0] }).records[0];
    const role = sandbox.context.store.list('roles', { entityId: 9, range: [0, 0] }).records[0];
    sandbox.context.db
      .prepare('INSERT INTO memberships (user_id, entity_id, role_id) VALUES (?, 9, ?)')
      .run(spanish.id, role.id);
    const { accessToken } = await signIn(sandbox.baseUrl, String(spanish.userName), FIXTURE_USER_PASSWORD);
    expect(await sandbox.boundEntityOf(accessToken)).toBe(2);
    const listed = await get('/terminal/api/v1/Entity', accessToken);
    expect(listed.list).toEqual([
      { Id: 2, Name: 'Banco Ibérico' },
      { Id: 9, Name: 'Marketplace Operaciones' },
    ]);
    expect((await get('/terminal/api/v1/Entity/config', accessToken, 2)).status).toBe(200);
    expect((await get('/terminal/api/v1/Entity/config', accessToken, 9)).body).toMatchObject({ Code: 'GM-0002' });
  });

  it('answers the configuration of the selected entity as strings', async () => {
    const operator = await get('/terminal/api/v1/Entity/config', admin, 9);
    expect(operator.status).toBe(200);
    expect(operator.body.INACTIVITY_TIME).toBe('15');
    flags.forEach((flag) => expect(operator.body[flag]).toBe('true'));
    [...flags, ...labelFlags].forEach((flag) => expect(['true', 'false']).toContain(operator.body[flag]));
    Object.values(operator.body).forEach((value) => expect(typeof value).toBe('string'));

    const inAcquirer = (await signIn(sandbox.baseUrl, 'admin', 'Admin#2026', { entity_id: '4' })).accessToken;
    const acquirer = await get('/terminal/api/v1/Entity/config', inAcquirer, 4);
    expect(acquirer.body).toMatchObject({
      CAN_MANAGE_PROMOTIONAL_VIDEO: 'false',
      ADVERTISING_CAMPAIGN_IS_ALLOWED: 'false',
    });
    expect((await get('/terminal/api/v1/Entity/config', inAcquirer)).body).toEqual(acquirer.body);
    // The token of entity 9 reads entity 9's configuration only, member of entity 4 or not.
    expect((await get('/terminal/api/v1/Entity/config', admin, 4)).body).toMatchObject({ Code: 'GM-0002' });
    expect((await get('/terminal/api/v1/Entity/config', readonly, 4)).body).toMatchObject({ Code: 'GM-0002' });
  });

  it('lets end-to-end tests change a configuration through the sandbox call', async () => {
    const put = (entityId: number, body: unknown) =>
      api(sandbox.baseUrl, `/sandbox/entity-config/${entityId}`, { method: 'PUT', body });
    const changed = await put(6, {
      INACTIVITY_TIME: 1,
      CAN_MANAGE_TUTORIAL_VIDEO: true,
      COMMERCE_EMAIL_REQUIRED: 'false',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      INACTIVITY_TIME: '1',
      CAN_MANAGE_TUTORIAL_VIDEO: 'true',
      COMMERCE_EMAIL_REQUIRED: 'false',
    });
    const inBank = (await signIn(sandbox.baseUrl, 'admin', 'Admin#2026', { entity_id: '6' })).accessToken;
    expect((await get('/terminal/api/v1/Entity/config', inBank, 6)).body).toEqual(changed.body);

    expect((await put(6, { 'not a key': 'x' })).status).toBe(400);
    expect((await put(6, { INACTIVITY_TIME: { minutes: 3 } })).status).toBe(400);
    expect((await put(77, { INACTIVITY_TIME: '5' })).status).toBe(404);
  });

  it("answers the restrictions of the token's entity, and no other's", async () => {
    const restrictions = await get('/identity/api/v1/Restriction/9', admin);
    expect(restrictions.status).toBe(200);
    expect(restrictions.list.length).toBeGreaterThan(0);
    restrictions.list.forEach((name) => expect(typeof name).toBe('string'));
    const inAcquirer = (await signIn(sandbox.baseUrl, 'admin', 'Admin#2026', { entity_id: '4' })).accessToken;
    const acquirer = await get('/identity/api/v1/Restriction/4', inAcquirer);
    expect(acquirer.status).toBe(200);
    expect(acquirer.list.length).toBeGreaterThan(0);
    expect(acquirer.list.length).toBeLessThan(restrictions.list.length);
    expect((await get('/identity/api/v1/Restriction/4', admin)).body).toMatchObject({ Code: 'GM-0002' });
    expect((await get('/identity/api/v1/Restriction/4', readonly)).body).toMatchObject({ Code: 'GM-0002' });
  });

  it("answers the user's notifications", async () => {
    const notifications = await get('/identity/api/v1/Notification', admin);
    expect(notifications.status).toBe(200);
    expect(notifications.list.length).toBeGreaterThan(0);
    notifications.list.forEach((item) =>
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        message: expect.any(String),
        createdAt: expect.any(String),
        read: expect.any(Boolean),
      }),
    );
  });

  it('refuses every call without a valid token', async () => {
    for (const path of [
      '/terminal/api/v1/Entity',
      '/terminal/api/v1/Entity/config',
      '/identity/api/v1/Restriction/9',
      '/identity/api/v1/Notification',
    ]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, 'not-a-token')).status, path).toBe(401);
    }
  });
});
