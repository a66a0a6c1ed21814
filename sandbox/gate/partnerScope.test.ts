import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TerminalCoordinates } from '../../resources/maps/clustering';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

type Json = Record<string, unknown>;

/**
 * A partner with two assigned commerces, on the custom routes: another commerce's terminals, map
 * points, sales figures, dashboards and installed software are out of its reach.
 */
describe('partner scope on custom routes', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let partner: string;
  let assigned: number[];
  let other: number;

  const get = async (path: string, token: string) => {
    const answer = await sandbox.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${token}`, 'entity-id': '9' },
    });
    return { status: answer.statusCode, json: answer.json() as Json & Json[] };
  };
  const terminalsOf = (commerceIds: number[]) =>
    sandbox.context.store
      .list('terminals', { entityId: 9, filter: { commerceId: commerceIds }, range: [0, 999] })
      .records.filter((terminal) => !terminal.deleted);

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 200 });
    admin = (await sandbox.tokenFor('admin', 9)).token;
    partner = (await sandbox.tokenFor('partner', 9)).token;
    const { claims } = await sandbox.context.tokens.verify(partner);
    const withTerminals = [
      ...new Set(
        sandbox.context.store
          .list('terminals', { entityId: 9, range: [0, 999] })
          .records.map((terminal) => Number(terminal.commerceId))
          .filter((id) => id > 0),
      ),
    ];
    [other, ...assigned] = withTerminals.slice(0, 3);
    await sandbox.app.inject({
      method: 'PUT',
      url: `/commerce/api/v1/partner/${claims.PartnerId}`,
      headers: { authorization: `Bearer ${admin}`, 'entity-id': '9' },
      payload: { commerceIds: assigned },
    });
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('refuses another commerce’s terminals and answers its own', async () => {
    expect((await get(`/commerce/api/Commerce/${other}/terminals`, partner)).status).toBe(404);
    const own = await get(`/commerce/api/Commerce/${assigned[0]}/terminals`, partner);
    expect(own.status).toBe(200);
    expect(own.json.length).toBeGreaterThan(0);
  });

  it('puts only its terminals on the map', async () => {
    const located = terminalsOf(assigned).filter((terminal) => (terminal.location as Json | null)?.latitude != null);
    const map = await get('/terminal/api/v1/Terminal/terminal-coordinates?zoom=3', partner);
    expect((map.json as unknown as TerminalCoordinates).total).toBe(located.length);
    const whole = await get('/terminal/api/v1/Terminal/terminal-coordinates?zoom=3', admin);
    expect((whole.json as unknown as TerminalCoordinates).total).toBeGreaterThan(located.length);
  });

  it('counts only its commerces’ sales in the figures and dashboards', async () => {
    const months = (await get('/transactions/count_monthly?months=24', partner)).json as unknown as {
      month: string;
      count: number;
    }[];
    const counted = months.reduce((sum, month) => sum + month.count, 0);
    const operations = sandbox.context.store
      .list('operations', { entityId: 9, filter: { commerceId: assigned }, range: [0, 99_999] })
      .records.filter((operation) => String(operation.date) >= `${months[0].month}-01`);
    expect(counted).toBe(operations.length);
    const everything = await get('/transactions/count_monthly?months=24', admin);
    expect(
      (everything.json as unknown as { count: number }[]).reduce((sum, month) => sum + month.count, 0),
    ).toBeGreaterThan(counted);
    const [own, whole] = await Promise.all([
      get('/reports/api/v1/dashboards/monitoring', partner),
      get('/reports/api/v1/dashboards/monitoring', admin),
    ]);
    expect(own.status).toBe(200);
    expect(own.json).not.toEqual(whole.json);
  });

  it('refuses another terminal’s installed software', async () => {
    const foreign = new Set(terminalsOf([other]).map(({ id }) => id));
    const software = sandbox.context.store
      .list('terminalSoftware', { entityId: 9, range: [0, 9_999] })
      .records.find((row) => foreign.has(Number(row.terminalId)));
    expect(software).toBeDefined();
    expect((await get(`/terminal/api/v1/Terminal/installed-software/${software?.id}`, partner)).status).toBe(404);
    const listed = await get('/terminal/api/v1/Terminal/installed-software?range=[0,999]', partner);
    expect(listed.json.some((row) => foreign.has(Number(row.terminalId)))).toBe(false);
  });

  it('refuses another commerce’s terminal’s log file', async () => {
    const own = new Set(terminalsOf(assigned).map(({ id }) => id));
    const log = sandbox.context.store
      .list('terminalLogs', { entityId: 9, range: [0, 9_999] })
      .records.find((row) => !own.has(Number(row.terminalId)));
    expect(log).toBeDefined();
    expect((await get(`/terminal/api/v1/TerminalFilesLog/${log?.id}/b64log`, partner)).status).toBe(404);
    expect((await get(`/terminal/api/v1/TerminalFilesLog/${log?.id}/b64log`, admin)).status).toBe(200);
    const download = async (token: string) =>
      (
        await sandbox.app.inject({
          method: 'GET',
          url: `/terminal/api/v1/TerminalFilesLog/download/${log?.id}`,
          headers: { authorization: `Bearer ${token}`, 'entity-id': '9' },
        })
      ).statusCode;
    expect([await download(partner), await download(admin)]).toEqual([404, 200]);
    const listed = await get('/terminal/api/v1/TerminalFilesLog/list?range=[0,999]', partner);
    expect(listed.json.length).toBeGreaterThan(0);
    expect(listed.json.every((row) => own.has(Number(row.terminalId)))).toBe(true);
  });

  it('lists and counts only its commerces’ terminals, and no other terminal’s apps', async () => {
    const own = terminalsOf(assigned);
    const listed = await get('/terminal/api/v1/Terminal/list?filter={"deleted":false}&range=[0,999]', partner);
    expect(listed.json.map(({ id }) => id).sort()).toEqual(own.map(({ id }) => id).sort());
    const [mine, whole] = await Promise.all([
      get('/terminal/api/v1/Terminal/Summary', partner),
      get('/terminal/api/v1/Terminal/Summary', admin),
    ]);
    expect(mine.json.total).toBe(own.length);
    expect(Number(whole.json.total)).toBeGreaterThan(own.length);
    const byModel = await get('/terminal/api/v1/Terminal/v2/Summary', partner);
    expect((byModel.json.byModel as { total: number }[]).reduce((sum, row) => sum + row.total, 0)).toBe(own.length);
    const [foreign] = terminalsOf([other]);
    for (const view of ['GetAppsAdmin', 'GetMissingApps', 'GetNotInstalledApps'])
      expect((await get(`/terminal/api/v1/Terminal/${foreign.id}/${view}`, partner)).status).toBe(404);
    expect((await get(`/terminal/api/v1/Terminal/${own[0].id}/GetAppsAdmin`, partner)).status).toBe(200);
    expect((await get('/terminal/api/v1/Terminal/admin', partner)).status).toBe(403);
  });
});
