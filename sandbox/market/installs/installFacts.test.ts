import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FAILURES_PER_HUNDRED } from '../../../resources/fleetInstalls/outcome';
import type { InstallSummary, InstallTargetRow } from '../../../resources/fleetInstalls/shapes';
import { isOnline, onlineSince } from '../../../resources/terminals/schema';
import { asRecord, asRecords, callerOf, type Json } from '../../engine/testApi';
import type { StoredRecord } from '../../storage/repository';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const INSTALL = '/app/api/v1/Application/install';
const TERMINAL = '/terminal/api/v1/Terminal';
const DELAY = 300;

/** The first attempt of these terminals downloads without the simulated network failure. */
const downloads = (id: number) => (id * 7_919 + 104_729) % 100 >= DOWNLOAD_FAILURES_PER_HUNDRED;

describe('fleet install answers are facts on the terminals', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let healthy: StoredRecord[];
  let token = '';
  const call = (method: string, path: string, body?: unknown) =>
    callerOf(sandbox)(method, path, { token, entity: 9, body });
  const software = async (terminalId: number, kind: string) =>
    asRecords(
      (
        await call(
          'GET',
          `${TERMINAL}/installed-software?filter=${encodeURIComponent(JSON.stringify({ terminalId, kind }))}`,
        )
      ).json,
    );
  const history = async (terminalId: number) =>
    asRecords((await call('GET', `${TERMINAL}/${terminalId}/History`)).json);
  const send = async (body: Json) => {
    const created = await call('POST', INSTALL, body);
    expect(created.status).toBe(201);
    return Number(asRecord(created.json).id);
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 300, worldNow: undefined, actionDelayMs: DELAY });
    token = (await sandbox.tokenFor('admin', 9)).token;
    const since = onlineSince(Date.now(), 10);
    healthy = sandbox.context.store
      .list('terminals', { entityId: 9, range: [0, 4999] })
      .records.filter(
        (terminal) =>
          terminal.deleted !== true &&
          isOnline(terminal.lastConnectionDate, since) &&
          Number(terminal.batteryLevel) >= 20 &&
          downloads(terminal.id),
      );
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('puts a done app install on the terminal’s software and history, and counts it on the version', async () => {
    const { store } = sandbox.context;
    const version = store.list('appVersions', { entityId: 9, filter: { state: 'ACTIVE' }, range: [0, 0] })
      .records[0] as StoredRecord;
    store.update('appVersions', version.id, { authorizedTerminalIds: [] });
    store.update('apps', Number(version.appId), { modelIds: [], installOnTransaction: false });
    const chosen = healthy.slice(0, 3);
    const id = await send({
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: chosen.map((terminal) => terminal.id) },
    });
    // Only the terminal's own screens are read: they see the answers without the states page.
    await vi.waitFor(
      async () => {
        const [latest] = await history(chosen[2].id);
        expect(latest).toMatchObject({ action: 'INSTALL_APP', state: 'DONE', installId: id, targetId: version.id });
      },
      { timeout: 5_000, interval: 50 },
    );
    const apps = await software(chosen[2].id, 'APP');
    expect(apps).toContainEqual(expect.objectContaining({ sourceId: version.appId, version: version.versionName }));
    const running = store
      .list('terminalSoftware', {
        entityId: 9,
        filter: { kind: 'APP' },
        range: [0, 4999],
      })
      .records.filter((row) => row.sourceId === version.appId && row.version === version.versionName);
    expect(store.get('appVersions', version.id)?.installationCount).toBe(running.length);
  });

  it('shows a done component install in the version’s installed view', async () => {
    const { store } = sandbox.context;
    const componentVersion = store.list('componentVersions', { entityId: 9, range: [0, 0] }).records[0] as StoredRecord;
    store.update('componentVersions', componentVersion.id, { allowedTerminalIds: [] });
    store.update('components', Number(componentVersion.componentId), { modelIds: [] });
    const terminal = healthy[3];
    await send({
      kind: 'component',
      id: componentVersion.id,
      target: { kind: 'terminals', terminalIds: [terminal.id] },
    });
    await vi.waitFor(
      async () => {
        const view = await call('GET', `/app/api/v1/Component/installed/${componentVersion.id}?_start=0&_end=999`);
        const rows = asRecord(view.json).data as Json[];
        expect(rows).toContainEqual(
          expect.objectContaining({ terminalId: terminal.id, version: componentVersion.versionName }),
        );
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('removes an uninstalled app, and refuses per terminal an uninstall of what it does not run', async () => {
    const { store } = sandbox.context;
    const [having, lacking] = [healthy[4], healthy[5]];
    const app = store.insert('apps', 9, { name: 'Propinas', packageName: 'es.tpv.propinas', modelIds: [] });
    const version = store.insert('appVersions', 9, {
      appId: app.id,
      versionName: '1.0.0',
      versionCode: 10_000,
      state: 'ACTIVE',
      authorizedTerminalIds: [],
      installationCount: 0,
    });
    const firstInstall = await send({
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: [having.id] },
    });
    await vi.waitFor(
      async () =>
        expect(await software(having.id, 'APP')).toContainEqual(expect.objectContaining({ sourceId: app.id })),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    expect(firstInstall).toBeGreaterThan(0);
    const id = await send({
      kind: 'appVersion',
      id: version.id,
      operation: 'uninstall',
      target: { kind: 'terminals', terminalIds: [having.id, lacking.id] },
    });
    const summary = await vi.waitFor(
      async () => {
        const read = (await call('GET', `${INSTALL}/${id}`)).json as InstallSummary;
        if (read.state !== 'COMPLETED') throw new Error(JSON.stringify(read.counts));
        return read;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(summary.counts).toMatchObject({ DONE: 1, FAILED: 1 });
    const failed = (await call('GET', `${INSTALL}/${id}/terminals?state=FAILED`)).json as { data: InstallTargetRow[] };
    expect(failed.data).toEqual([expect.objectContaining({ terminalId: lacking.id, reason: 'NOT_INSTALLED' })]);
    expect(await software(having.id, 'APP')).not.toContainEqual(expect.objectContaining({ sourceId: app.id }));
    expect((await history(lacking.id))[0]).toMatchObject({
      action: 'UNINSTALL_APP',
      state: 'FAILED',
      reason: 'NOT_INSTALLED',
      installId: id,
    });
    expect(store.get('appVersions', version.id)?.installationCount).toBe(0);
  });

  it('opens a promoted pilot to every terminal of its models, or keeps its list when asked', async () => {
    const { store } = sandbox.context;
    const app = store.insert('apps', 9, { name: 'Piloto', packageName: 'es.tpv.piloto', modelIds: [] });
    const pilot = (versionCode: number) =>
      store.insert('appVersions', 9, {
        appId: app.id,
        versionName: `${versionCode}.0`,
        versionCode,
        state: 'PILOT',
        authorizedTerminalIds: healthy.slice(0, 2).map((terminal) => terminal.id),
        installationCount: 0,
      });
    const everyTerminal = { kind: 'filter', filter: {} };
    const impactOf = async (id: number) =>
      asRecord((await call('POST', `${INSTALL}/impact`, { kind: 'appVersion', id, target: everyTerminal })).json);
    const opened = pilot(1);
    expect(asRecord((await impactOf(opened.id)).noAccess).notAuthorized).toBeGreaterThan(0);
    const promoted = await call('PUT', `/app/api/v1/Application/versions/${opened.id}`, { state: 'ACTIVE' });
    expect(asRecord(promoted.json)).toMatchObject({ state: 'ACTIVE', authorizedTerminalIds: [] });
    expect(await impactOf(opened.id)).toMatchObject({ code: null, noAccess: { notAuthorized: 0 } });

    const kept = pilot(2);
    const keeping = await call('PUT', `/app/api/v1/Application/versions/${kept.id}`, {
      state: 'ACTIVE',
      keepAuthorizedTerminals: true,
    });
    expect(asRecord(keeping.json).authorizedTerminalIds).toHaveLength(2);
    expect(asRecord((await impactOf(kept.id)).noAccess).notAuthorized).toBeGreaterThan(0);
  });
});
