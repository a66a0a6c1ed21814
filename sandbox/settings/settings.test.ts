import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { api, tokenCall } from '../identity/testClient';

type Json = Record<string, unknown>;

/** Unblocking, 2FA reset, wifi priority and switches, logos, general configuration. */
describe('administration and settings calls', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let readonly: string;
  let noperm: string;
  const call = (token: string, path: string, method = 'GET', body?: unknown) =>
    api(sandbox.baseUrl, path, { token, method, body, entityId: 9 });
  const wifi = '/parameters/api/v1/ConnectionParameters/wifi';

  beforeAll(async () => {
    sandbox = await startSandbox();
    admin = (await sandbox.tokenFor('admin', 9)).token;
    readonly = (await sandbox.tokenFor('readonly', 9)).token;
    noperm = (await sandbox.tokenFor('noperm', 9)).token;
  });
  afterAll(() => sandbox.close());

  it('unblocks the blocked persona, who then signs in; a reader may not, nor may a status edit', async () => {
    const blocked = sandbox.context.db
      .prepare("SELECT user_id AS id FROM credentials WHERE user_name = 'blocked'")
      .get() as { id: number };
    const signInBlocked = () => tokenCall(sandbox.baseUrl, { userName: 'blocked', password: 'Blocked#2026' });
    expect((await signInBlocked()).body).toMatchObject({ Code: 'IS-0021' });
    const byHand = await call(admin, `/identity/api/v1/User/${blocked.id}`, 'PUT', { status: 'ACTIVE' });
    expect(byHand).toMatchObject({ status: 400, body: { Errors: { status: 'IS-0021' } } });
    expect((await call(readonly, `/identity/api/v1/User/${blocked.id}/unblock`, 'POST')).status).toBe(403);
    const unblocked = await call(admin, `/identity/api/v1/User/${blocked.id}/unblock`, 'POST');
    expect(unblocked).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    expect((await signInBlocked()).status).toBe(200);
  });

  it("resets a user's 2FA with the users permission only", async () => {
    const { userId } = await sandbox.tokenFor('twofa', 9);
    expect((await call(readonly, `/identity/api/v1/TwoFA/disable2fa/${userId}`, 'POST')).status).toBe(403);
    const reset = await call(admin, `/identity/api/v1/TwoFA/disable2fa/${userId}`, 'POST');
    expect(reset).toMatchObject({ status: 200, body: { twoFactorEnabled: false } });
    expect(reset.body).not.toHaveProperty('password');
    const signedIn = await tokenCall(sandbox.baseUrl, { userName: 'twofa', password: 'Twofa#2026' });
    expect(signedIn.status).toBe(200);
  });

  it('reorders the networks by priority; every signed-in user reads them, only writers reorder', async () => {
    const list = async (token: string) =>
      (await call(token, `${wifi}?sort=${encodeURIComponent('["priority","ASC"]')}`)).list as Json[];
    const before = await list(noperm);
    expect(before.length).toBeGreaterThan(2);
    expect(before[0]).not.toHaveProperty('password');
    const ids = before.map((network) => Number(network.id));
    const raised = [ids[2], ...ids.filter((id) => id !== ids[2])];
    expect((await call(readonly, `${wifi}/priority`, 'PUT', { ids: raised })).status).toBe(403);
    expect((await call(admin, `${wifi}/priority`, 'PUT', { ids: raised.slice(1) })).status).toBe(400);
    expect((await call(admin, `${wifi}/priority`, 'PUT', { ids: raised })).status).toBe(200);
    const after = await list(readonly);
    expect(after.map((network) => network.id)).toEqual(raised);
    expect(after.map((network) => network.priority)).toEqual(raised.map((_, index) => index + 1));
  });

  it('switches a network on for named terminals and off for a commerce, counting them', async () => {
    const [network] = (await call(admin, wifi)).list as Json[];
    const terminals = (await call(admin, '/terminal/api/v1/Terminal?range=[0,2]')).list as Json[];
    const serials = terminals.map((terminal) => String(terminal.serialNumber));
    const path = `${wifi}/${network.id}`;
    expect((await call(readonly, `${path}/enable/terminal`, 'POST', { serialNumbers: serials })).status).toBe(403);
    const on = await call(admin, `${path}/enable/csv`, 'POST', { serialNumbers: [...serials, 'NOPE-1'] });
    expect(on.body).toEqual({ changed: 3, unknown: ['NOPE-1'] });
    const off = await call(admin, `${path}/disable/commerce`, 'POST', { commerceId: terminals[0].commerceId });
    expect(Number((off.body as Json).changed)).toBeGreaterThan(0);
    const counts = (await call(readonly, `${path}/terminals`)).body as Json;
    expect(Number(counts.enabled) + Number(counts.disabled)).toBeGreaterThanOrEqual(3);
    expect(Number(counts.disabled)).toBeGreaterThan(0);
  });

  it('schedules a logo after the current one and refuses a non-image or a reader', async () => {
    const logo = '/parameters/api/configuration/logo';
    const current = (await call(noperm, `${logo}/current`)).body as Json;
    expect(current).toMatchObject({ fileName: 'logo-2026.png' });
    const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')}`;
    const validFrom = new Date(Date.now() + 86_400_000).toISOString();
    const upload = { fileName: 'nuevo.png', dataUrl: png, validFrom };
    expect((await call(readonly, logo, 'POST', upload)).status).toBe(403);
    expect((await call(admin, logo, 'POST', { ...upload, dataUrl: 'data:text/plain;base64,aGk=' })).status).toBe(400);
    expect((await call(admin, logo, 'POST', upload)).status).toBe(201);
    const next = (await call(readonly, `${logo}/next`)).list as Json[];
    expect(next.map((item) => item.fileName)).toEqual(['nuevo.png']);
    const icon = (await call(readonly, `${logo}/${String(next[0].id)}/icon`)).body as Json;
    expect(icon).toMatchObject({ contentType: 'image/png', dataUrl: png });
    expect((await call(admin, `${logo}/${String(current.id)}`, 'DELETE')).status).toBe(409);
  });

  it('keeps the general configuration in the entity configuration; GENERAL_CONFIGURATION writes it', async () => {
    const general = '/parameters/api/configuration/general';
    const read = (await call(noperm, general)).body as Json;
    expect(read).toMatchObject({ inactivityMinutes: 15, terminalOnlineMinutes: 10 });
    const changed = { ...read, inactivityMinutes: 20 };
    expect((await call(readonly, general, 'PUT', changed)).status).toBe(403);
    expect((await call(admin, general, 'PUT', { ...changed, inactivityMinutes: 0 })).status).toBe(400);
    expect((await call(admin, general, 'PUT', changed)).body).toMatchObject({ inactivityMinutes: 20 });
    const config = (await call(noperm, '/terminal/api/v1/Entity/config')).body as Json;
    expect(config.INACTIVITY_TIME).toBe('20');
  });

  it("lists the caller's permissions that ask for 2FA", async () => {
    expect((await call(admin, '/identity/api/v1/WhiteList2Fa/user')).list).toEqual([]);
    const entries = (await call(admin, '/identity/api/v1/WhiteList2Fa?range=[0,99]')).list as unknown as Json[];
    const named = (await call(admin, '/identity/api/v1/Permission?filter={"name":"PERMISOS"}'))
      .list as unknown as Json[];
    const entry = entries.find((candidate) => candidate.permissionId === named[0].id) as Json;
    await call(admin, `/identity/api/v1/WhiteList2Fa/${String(entry.id)}`, 'PUT', { ...entry, required: true });
    expect((await call(admin, '/identity/api/v1/WhiteList2Fa/user')).list).toEqual(['PERMISOS']);
    expect((await call(readonly, '/identity/api/v1/WhiteList2Fa/user')).list).toEqual([]);
  });

  it("lists the entity's whole 2FA list with permission names to any signed-in user", async () => {
    const list = '/identity/api/v1/WhiteList2Fa/list';
    const whole = (await call(noperm, list)).list as unknown as Json[];
    const paged = (await call(admin, '/identity/api/v1/WhiteList2Fa?range=[0,999]')).list as unknown as Json[];
    expect(whole.map((entry) => entry.id)).toEqual(
      paged.map((entry) => entry.id).sort((a, b) => Number(a) - Number(b)),
    );
    const named = (await call(admin, '/identity/api/v1/Permission?filter={"name":"PERMISOS"}'))
      .list as unknown as Json[];
    expect(whole.find((entry) => entry.permissionId === named[0].id)).toMatchObject({ permissionName: 'PERMISOS' });
    expect((await api(sandbox.baseUrl, list, { entityId: 9 })).status).toBe(401);
  });
});
