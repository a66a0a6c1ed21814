import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

type Json = Record<string, unknown>;

describe('a terminal’s apps on the terminal service', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const get = async (user: string, url: string) => {
    const answer = await sandbox.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${(await sandbox.tokenFor(user, 9)).token}`, 'entity-id': '9' },
    });
    return { status: answer.statusCode, json: answer.json<Json & Json[]>() };
  };
  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('lists what it runs, what lacks its current version and what it could install', async () => {
    const { store } = sandbox.context;
    const terminal = store.list('terminals', { entityId: 9, filter: { deleted: false }, range: [0, 0] }).records[0];
    const [outdated, absent] = store.list('apps', { entityId: 9, range: [0, 1] }).records;
    for (const app of [outdated, absent]) {
      store.update('apps', app.id, { modelIds: [] });
      const [version] = store.list('appVersions', { entityId: 9, filter: { appId: app.id }, range: [0, 0] }).records;
      store.update('appVersions', version.id, { state: 'ACTIVE', versionCode: 999_999, authorizedTerminalIds: [] });
    }
    const onTerminal = store.list('terminalSoftware', {
      entityId: 9,
      filter: { terminalId: terminal.id, kind: 'APP' },
      range: [0, 999],
    }).records;
    onTerminal
      .filter((row) => row.sourceId === outdated.id || row.sourceId === absent.id)
      .forEach((row) => store.delete('terminalSoftware', row.id));
    store.insert('terminalSoftware', 9, {
      terminalId: terminal.id,
      kind: 'APP',
      name: outdated.name,
      version: '0.0.1-old',
      sourceId: outdated.id,
      installedAt: '2026-01-01T00:00:00.000Z',
    });

    const path = (view: string) => `/terminal/api/v1/Terminal/${terminal.id}/${view}`;
    const appIds = async (view: string) => (await get('readonly', path(view))).json.map((row) => row.appId);
    expect(await appIds('GetAppsAdmin')).toContain(outdated.id);
    expect(await appIds('GetAppsAdmin')).not.toContain(absent.id);
    const missing = (await get('readonly', path('GetMissingApps'))).json.find((row) => row.appId === outdated.id);
    expect(missing).toMatchObject({ installedVersion: '0.0.1-old', upToDate: false });
    expect(await appIds('GetNotInstalledApps')).toContain(absent.id);
    expect(await appIds('GetNotInstalledApps')).not.toContain(outdated.id);
  });

  it('refuses a caller without the permissions and answers an unknown terminal as missing', async () => {
    expect((await get('noperm', '/terminal/api/v1/Terminal/1/GetAppsAdmin')).status).toBe(403);
    expect((await get('admin', '/terminal/api/v1/Terminal/999999/GetNotInstalledApps')).json).toMatchObject({
      Code: 'TM-0002',
    });
  });
});
