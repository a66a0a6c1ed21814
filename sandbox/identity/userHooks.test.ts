import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, claimsOf, signIn, tokenCall } from './testClient';

/** The users resource through the engine, with identity's hooks keeping credentials in step. */
describe('users written through the resource engine', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let roleId: number;
  const users = (method: string, path = '', body?: unknown, entityId = 9) =>
    api(sandbox.baseUrl, `/identity/api/v1/User${path}`, { method, body, token: admin, entityId });
  const newUser = (userName: string) => ({
    userName,
    firstName: 'Nueva',
    lastName: 'Usuaria',
    email: `${userName}@example.com`,
    password: 'Created#2026',
    roleId,
    status: 'ACTIVE',
  });

  beforeAll(async () => {
    sandbox = await startSandbox();
    admin = (await signIn(sandbox.baseUrl, 'admin', 'Admin#2026')).accessToken;
    const { userId } = await sandbox.tokenFor('readonly');
    roleId = Number(sandbox.context.store.get('users', userId)?.roleId);
  });
  afterAll(() => sandbox.close());

  it('keeps the password out of the record and lets the new user sign in with the role', async () => {
    const created = await users('POST', '', newUser('nueva'));
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    const stored = sandbox.context.store.get('users', Number(created.body.id));
    expect(stored).not.toHaveProperty('password');
    const { accessToken } = await signIn(sandbox.baseUrl, 'nueva', 'Created#2026');
    expect(claimsOf(accessToken)).toMatchObject({ UserName: 'nueva' });
    expect(await sandbox.boundEntityOf(accessToken)).toBe(9);
    expect(claimsOf(accessToken).Permissions).toContain('USERS_READ');
  });

  it('refuses a user name another entity already uses with PM-0006', async () => {
    const taken = await users('POST', '', { ...newUser('processor'), email: 'other@example.com' });
    expect(taken).toMatchObject({ status: 400, body: { Code: 'PM-0006', Errors: { userName: 'PM-0006' } } });
  });

  it('re-hashes a new password, follows the role, and blocks or reactivates the account', async () => {
    const { body } = await users('POST', '', newUser('cambiante'));
    const id = Number(body.id);
    expect((await users('PUT', `/${id}`, { password: 'Renewed#2026' })).status).toBe(200);
    expect(sandbox.context.store.get('users', id)).not.toHaveProperty('password');
    expect((await tokenCall(sandbox.baseUrl, { userName: 'cambiante', password: 'Created#2026' })).status).toBe(400);
    const { accessToken } = await signIn(sandbox.baseUrl, 'cambiante', 'Renewed#2026');

    expect((await users('PUT', `/${id}`, { status: 'BLOCKED' })).status).toBe(200);
    expect((await api(sandbox.baseUrl, '/terminal/api/v1/Entity', { token: accessToken })).status).toBe(401);
    expect((await tokenCall(sandbox.baseUrl, { userName: 'cambiante', password: 'Renewed#2026' })).body).toMatchObject({
      Code: 'IS-0021',
    });
    expect((await users('PUT', `/${id}`, { status: 'ACTIVE' })).body).toMatchObject({ Errors: { status: 'IS-0021' } });
    expect((await users('POST', `/${id}/unblock`)).status).toBe(200);
    expect((await tokenCall(sandbox.baseUrl, { userName: 'cambiante', password: 'Renewed#2026' })).status).toBe(200);

    const { userId: adminId } = await sandbox.tokenFor('admin');
    const adminRole = Number(sandbox.context.store.get('users', adminId)?.roleId);
    expect((await users('PUT', `/${id}`, { roleId: adminRole })).status).toBe(200);
    const promoted = claimsOf((await signIn(sandbox.baseUrl, 'cambiante', 'Renewed#2026')).accessToken);
    expect(promoted.Permissions).toContain('USERS_WRITE_AND_READ');
  });

  it('puts a single permission in the token as a string', async () => {
    const permissionId = sandbox.context.store.findOther('permissions', undefined, 'name', 'USERS_READ');
    const role = await api(sandbox.baseUrl, '/identity/api/v1/Role', {
      method: 'POST',
      token: admin,
      entityId: 9,
      body: { name: 'Solo usuarios', description: 'Una sola permission', permissionIds: [permissionId] },
    });
    expect(role.status).toBe(201);
    expect((await users('POST', '', { ...newUser('unica'), roleId: role.body.id })).status).toBe(201);
    expect(claimsOf((await signIn(sandbox.baseUrl, 'unica', 'Created#2026')).accessToken).Permissions).toBe(
      'USERS_READ',
    );
  });

  it('removes the credentials with the user', async () => {
    const { body } = await users('POST', '', newUser('efimera'));
    const deleted = await fetch(`${sandbox.baseUrl}/identity/api/v1/User/${Number(body.id)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin}`, 'entity-id': '9' },
    });
    expect(deleted.status).toBe(200);
    expect(
      (await tokenCall(sandbox.baseUrl, { userName: 'efimera', password: 'Created#2026' })).body.error_description,
    ).toBe('invalid username or password');
    expect((await users('POST', '', newUser('efimera'))).status).toBe(201);
  });
});
