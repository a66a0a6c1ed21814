import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/**
 * The terminal report reads only the entities where the user's role grants the
 * report, each with its own permissions; asking for another is refused (400 GM-0002), never
 * answered in part. The console learns which ones to offer from
 * GET /reports/api/v1/Report/terminal-report/entities.
 */
const REPORT = '/reports/api/v1/Report/terminal-report';
const columns = Object.fromEntries(
  [
    'byModel',
    'terminals',
    'brand',
    'model',
    'count',
    'serialNumber',
    'commerce',
    'connectionType',
    'androidVersion',
  ].map((name) => [name, name]),
);

describe('the terminal report across entities', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let admin: string;
  const report = (entities: number[], token = admin, path = REPORT) =>
    call('POST', path, { token, entity: 9, body: { filter: { entities }, ...(path === REPORT ? {} : { columns }) } });

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 60 });
    call = callerOf(sandbox);
    const session = await sandbox.tokenFor('admin', 9);
    admin = session.token;
    // The administrator's role in entity 2 loses the report permission.
    const { db, store } = sandbox.context;
    const { roleId } = db
      .prepare('SELECT role_id AS roleId FROM memberships WHERE user_id = ? AND entity_id = 2')
      .get(session.userId) as { roleId: number };
    const reportPermission = store.list('permissions', { filter: { name: 'MANAGE_REPORT_PERMISSION' } }).records[0];
    const role = store.get('roles', roleId);
    const ids = (role?.permissionIds as number[]).filter((id) => id !== reportPermission.id);
    store.update('roles', roleId, { permissionIds: ids });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('lists the entities the user may report on', async () => {
    const listed = await call('GET', `${REPORT}/entities`, { token: admin, entity: 9 });
    expect(listed.status).toBe(200);
    expect((listed.json as { Id: number }[]).map(({ Id }) => Id)).toEqual([9, 3, 4, 6]);
    const processor = (await sandbox.tokenFor('processor')).token;
    expect((await call('GET', `${REPORT}/entities`, { token: processor })).json).toEqual([
      { Id: 3, Name: 'Procesadora Caribe' },
    ]);
  });

  it('refuses an entity whose role lacks the report, on the summary and the files', async () => {
    for (const path of [REPORT, `${REPORT}/csv`, `${REPORT}/excel`]) {
      const refused = await report([9, 2], admin, path);
      expect({ path, status: refused.status, json: refused.json }).toMatchObject({
        path,
        status: 400,
        json: { Code: 'GM-0002' },
      });
    }
    const processor = (await sandbox.tokenFor('processor')).token;
    expect((await call('POST', REPORT, { token: processor, body: { filter: { entities: [9] } } })).status).toBe(400);
  });

  it('counts the terminals of each entity it may read', async () => {
    const { store } = sandbox.context;
    const total = (entityId: number) => store.list('terminals', { entityId, range: [0, 0] }).total;
    const answer = await report([9, 3]);
    expect(answer.status).toBe(200);
    expect((answer.json as { total: number }).total).toBe(total(9) + total(3));
    expect(((await report([])).json as { total: number }).total).toBe(total(9));
  });
});
