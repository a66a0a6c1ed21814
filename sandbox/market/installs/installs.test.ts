import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opensWithBatch } from '../../../resources/fleetInstalls/outcome';
import {
  MAX_INSTALL_TERMINALS,
  type InstallImpact,
  type InstallSummary,
  type InstallTargetRow,
} from '../../../resources/fleetInstalls/shapes';
import { isOnline, onlineSince } from '../../../resources/terminals/schema';
import { asRecord, callerOf, type CallOptions } from '../../engine/testApi';
import type { StoredRecord } from '../../storage/repository';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const INSTALL = '/app/api/v1/Application/install';
const DELAY = 400;

describe('fleet installs on the app service', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let terminals: StoredRecord[];
  let version: StoredRecord;
  const tokens = new Map<string, string>();
  const as = async (user: string, method: string, path: string, options: CallOptions = {}) => {
    if (!tokens.has(user)) tokens.set(user, (await sandbox.tokenFor(user, 9)).token);
    return callerOf(sandbox)(method, path, { token: tokens.get(user), entity: 9, ...options });
  };
  const admin = (method: string, path: string, body?: unknown) => as('admin', method, path, { body });
  const summaryOf = async (id: number) => (await admin('GET', `${INSTALL}/${id}`)).json as InstallSummary;
  const settled = (id: number, check: (summary: InstallSummary) => boolean) =>
    vi.waitFor(
      async () => {
        const summary = await summaryOf(id);
        if (!check(summary)) throw new Error(JSON.stringify(summary.counts));
        return summary;
      },
      { timeout: 10_000, interval: 50 },
    );

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 300, worldNow: undefined, actionDelayMs: DELAY });
    const { store } = sandbox.context;
    terminals = store.list('terminals', { entityId: 9, range: [0, 4999] }).records;
    version = store.list('appVersions', { entityId: 9, filter: { state: 'ACTIVE' }, range: [0, 0] })
      .records[0] as StoredRecord;
    store.update('appVersions', version.id, { authorizedTerminalIds: [] });
    store.update('apps', Number(version.appId), { modelIds: [], installOnTransaction: false });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('previews an install chosen by filter: targets, the offline ones, unsupported models and waves', async () => {
    const modelId = Number(terminals[0].modelId);
    const request = {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'filter', filter: { modelId: [modelId] } },
      rollout: { waveSize: 50, unit: 'percent', threshold: 10 },
    };
    const impact = (await admin('POST', `${INSTALL}/impact`, request)).json as InstallImpact;
    const ofModel = terminals.filter((terminal) => terminal.modelId === modelId && terminal.deleted !== true);
    const since = onlineSince(Date.now(), 10);
    expect(impact.total).toBe(ofModel.length);
    expect(impact.offline).toBe(ofModel.filter((terminal) => !isOnline(terminal.lastConnectionDate, since)).length);
    expect(impact.waves).toEqual([Math.ceil(ofModel.length / 2), ofModel.length - Math.ceil(ofModel.length / 2)]);
    expect(impact.code).toBeNull();

    sandbox.context.store.update('apps', Number(version.appId), { modelIds: [modelId + 1_000] });
    const unsupported = (await admin('POST', `${INSTALL}/impact`, request)).json as InstallImpact;
    expect(unsupported.total).toBe(0);
    expect(unsupported.unsupported).toEqual([expect.objectContaining({ modelId, terminals: ofModel.length })]);
    sandbox.context.store.update('apps', Number(version.appId), { modelIds: [] });
  });

  it('refuses what the console refuses: a disabled version, no terminal, no permission, pilots without access', async () => {
    const { store } = sandbox.context;
    const target = { kind: 'terminals', terminalIds: [terminals[0].id] };
    const inactive = store.list('appVersions', { entityId: 9, filter: { state: 'INACTIVE' }, range: [0, 0] })
      .records[0] as StoredRecord;
    const refusedInactive = await admin('POST', INSTALL, { kind: 'appVersion', id: inactive.id, target });
    expect(refusedInactive.status).toBe(400);
    expect(refusedInactive.json).toMatchObject({ Code: 'AM-0032' });
    const empty = await admin('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: [] },
    });
    expect(empty.json).toMatchObject({ Code: 'TM-0007' });
    const serialNumbers = Array.from(
      { length: MAX_INSTALL_TERMINALS + 1 },
      (_, i) => `SN${String(i).padStart(8, '0')}`,
    );
    const tooMany = await admin('POST', `${INSTALL}/impact`, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'serials', serialNumbers },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ Code: 'CE-0002', Errors: { 'target.serialNumbers': 'CE-0002' } });
    const readonly = await as('readonly', 'POST', INSTALL, { body: { kind: 'appVersion', id: version.id, target } });
    expect(readonly.status).toBe(403);

    store.update('appVersions', version.id, { authorizedTerminalIds: [terminals[1].id] });
    const both = { kind: 'terminals', terminalIds: [terminals[0].id, terminals[1].id] };
    const impact = (await admin('POST', `${INSTALL}/impact`, { kind: 'appVersion', id: version.id, target: both }))
      .json as InstallImpact;
    expect(impact).toMatchObject({ total: 1, code: 'AM-0032', noAccess: { notAuthorized: 1 } });
    const partial = await admin('POST', INSTALL, { kind: 'appVersion', id: version.id, target: both });
    expect(partial.json).toMatchObject({ Code: 'AM-0032' });
    store.update('appVersions', version.id, { authorizedTerminalIds: [] });
  });

  it('refuses installs to a partner user with assigned commerces, even with the install permission (the gate)', async () => {
    const { db, store } = sandbox.context;
    const { partnerId } = db
      .prepare('SELECT partner_id AS partnerId FROM credentials WHERE user_name = ?')
      .get('partner') as {
      partnerId: number;
    };
    const commerceIds = [...new Set(terminals.slice(0, 3).map((terminal) => Number(terminal.commerceId)))];
    const before = store.get('partners', partnerId)?.commerceIds;
    store.update('partners', partnerId, { commerceIds });
    const { token } = await sandbox.tokenFor('partner', 9, ['APP_INSTALL_WRITE_AND_READ']);
    const request = { kind: 'appVersion', id: version.id, target: { kind: 'filter', filter: {} } };
    const impact = await callerOf(sandbox)('POST', `${INSTALL}/impact`, { token, entity: 9, body: request });
    store.update('partners', partnerId, { commerceIds: before ?? [] });
    expect(impact.status).toBe(403);
    expect(impact.json).toMatchObject({ Code: 'GM-0001' });
  });

  it('settles each terminal over time, offline ones waiting, and retries the failed', async () => {
    const ids = terminals.slice(0, 60).map((terminal) => terminal.id);
    const created = await admin('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: ids },
    });
    expect(created.status).toBe(201);
    const id = Number(asRecord(created.json).id);
    const live = terminals.slice(0, 60).filter((terminal) => terminal.deleted !== true);
    expect((await summaryOf(id)).total).toBe(live.length);
    const done = await settled(id, (summary) => summary.counts.PENDING === 0);
    expect(done.counts.FAILED).toBeGreaterThan(0);
    const page = (await admin('GET', `${INSTALL}/${id}/terminals?state=FAILED&_start=0&_end=9`)).json as {
      data: InstallTargetRow[];
      total: number;
    };
    expect(page.total).toBe(done.counts.FAILED);
    const offline = live.filter((terminal) => !isOnline(terminal.lastConnectionDate, onlineSince(Date.now(), 10)));
    expect(done.counts.WAITING).toBe(offline.length);
    expect(done.state).toBe(offline.length ? 'RUNNING' : 'COMPLETED');

    // The count is the terminals running the version, as their installed software says.
    const running = sandbox.context.store
      .list('terminalSoftware', { entityId: 9, filter: { kind: 'APP' }, range: [0, 4999] })
      .records.filter((row) => row.sourceId === version.appId && row.version === version.versionName);
    expect(running.length).toBeGreaterThanOrEqual(done.counts.DONE);
    expect(sandbox.context.store.get('appVersions', version.id)?.installationCount).toBe(running.length);

    const retried = (await admin('POST', `${INSTALL}/${id}/retry`)).json as InstallSummary;
    expect(retried.counts.PENDING).toBeGreaterThan(0);
    const after = await settled(id, (summary) => summary.counts.PENDING === 0);
    expect(after.counts.DONE).toBeGreaterThan(done.counts.DONE);
  });

  it('asks each kind its own permission, and refuses an unknown component version or a bundle with nothing to install', async () => {
    const { store } = sandbox.context;
    const target = { kind: 'terminals', terminalIds: [terminals[0].id] };
    const { token } = await sandbox.tokenFor('admin', 9, ['APP_INSTALL_WRITE_AND_READ']);
    const installer = (body: unknown) => callerOf(sandbox)('POST', `${INSTALL}/impact`, { token, entity: 9, body });
    expect((await installer({ kind: 'appVersion', id: version.id, target })).status).toBe(200);
    const bundle = store.list('bundles', { entityId: 9, range: [0, 0] }).records[0] as StoredRecord;
    expect((await installer({ kind: 'bundle', id: bundle.id, target })).status).toBe(403);
    const componentVersion = store.list('componentVersions', { entityId: 9, range: [0, 0] }).records[0] as StoredRecord;
    expect((await installer({ kind: 'component', id: componentVersion.id, target })).status).toBe(403);
    const known = await admin('POST', `${INSTALL}/impact`, { kind: 'component', id: componentVersion.id, target });
    expect(known.status).toBe(200);

    const unknown = await admin('POST', `${INSTALL}/impact`, { kind: 'component', id: 999_999, target });
    expect(unknown.json).toMatchObject({ Code: 'AM-0008' });
    const empty = store.insert('bundles', 9, { name: 'Vacío', version: '1.0', apps: [] });
    const hollow = await admin('POST', `${INSTALL}/impact`, { kind: 'bundle', id: empty.id, target });
    expect(hollow.json).toMatchObject({ Code: 'AM-0030' });
  });

  it('stops a staged rollout above its threshold and records why', async () => {
    const since = onlineSince(Date.now(), 10);
    const online = terminals.filter((terminal) => isOnline(terminal.lastConnectionDate, since) && !terminal.deleted);
    // Online terminals under 20 % battery refuse the install: the first wave fails whichever it holds.
    const weak = online.filter((terminal) => Number(terminal.batteryLevel) < 20).slice(0, 3);
    expect(weak).toHaveLength(3);
    const created = await admin('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: weak.map((terminal) => terminal.id) },
      rollout: { waveSize: 1, unit: 'count', threshold: 20 },
    });
    const id = Number(asRecord(created.json).id);
    const stopped = await settled(id, (summary) => summary.state !== 'RUNNING');
    expect(stopped.state).toBe('STOPPED');
    expect(stopped.stopReason).toMatchObject({ wave: 1, threshold: 20 });
    expect(stopped.waves[0].failureRate).toBeGreaterThan(20);
    expect(stopped.waves[1].queued).toBe(stopped.waves[1].size);
  });

  it('holds an install-on-transaction app while the terminal’s batch is open, until it closes', async () => {
    const { store } = sandbox.context;
    store.update('apps', Number(version.appId), { installOnTransaction: true });
    const since = onlineSince(Date.now(), 10);
    const withBatch = terminals.find(
      (terminal) =>
        opensWithBatch(terminal.id) &&
        isOnline(terminal.lastConnectionDate, since) &&
        Number(terminal.batteryLevel) >= 20,
    ) as StoredRecord;
    const impact = (
      await admin('POST', `${INSTALL}/impact`, {
        kind: 'appVersion',
        id: version.id,
        target: { kind: 'terminals', terminalIds: [withBatch.id] },
      })
    ).json as InstallImpact;
    expect(impact).toMatchObject({ total: 1, openBatch: 1, installOnTransaction: true });
    const created = await admin('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: [withBatch.id] },
    });
    const id = Number(asRecord(created.json).id);
    const rows = async () =>
      ((await admin('GET', `${INSTALL}/${id}/terminals`)).json as { data: InstallTargetRow[] }).data[0];
    // An install sent afterwards to a terminal without a batch, answering no sooner, has been
    // answered: the held terminal would have answered by then too.
    const later = terminals.find(
      (terminal) => terminal.id % 10 === 9 && isOnline(terminal.lastConnectionDate, since) && !terminal.deleted,
    ) as StoredRecord;
    const control = await admin('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: [later.id] },
    });
    await settled(Number(asRecord(control.json).id), (summary) => summary.state === 'COMPLETED');
    expect(await rows()).toMatchObject({ state: 'PENDING', reason: 'OPEN_BATCH' });
    expect((await admin('GET', `/terminal/api/v1/Terminal/${withBatch.id}/batch`)).json).toMatchObject({ open: true });
    await admin('POST', `/terminal/api/v1/Terminal/${withBatch.id}/close-batch`);
    await vi.waitFor(async () => expect((await rows()).state).not.toBe('PENDING'), { timeout: 5_000, interval: 50 });
    store.update('apps', Number(version.appId), { installOnTransaction: false });
  });
});
