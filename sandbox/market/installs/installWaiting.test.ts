import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FAILURES_PER_HUNDRED } from '../../../resources/fleetInstalls/outcome';
import type { InstallSummary, InstallTargetRow } from '../../../resources/fleetInstalls/shapes';
import { isOnline, onlineSince } from '../../../resources/terminals/schema';
import { asRecord, callerOf, type Json } from '../../engine/testApi';
import type { StoredRecord } from '../../storage/repository';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const INSTALL = '/app/api/v1/Application/install';
const DELAY = 300;

const downloads = (id: number) => (id * 7_919 + 104_729) % 100 >= DOWNLOAD_FAILURES_PER_HUNDRED;

describe('fleet installs to offline terminals wait for them', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let offline: StoredRecord[];
  let slowest: StoredRecord;
  let version: StoredRecord;
  let token = '';
  const call = (method: string, path: string, body?: unknown) =>
    callerOf(sandbox)(method, path, { token, entity: 9, body });
  const summaryOf = async (id: number) => (await call('GET', `${INSTALL}/${id}`)).json as InstallSummary;
  const rowOf = async (id: number) =>
    ((await call('GET', `${INSTALL}/${id}/terminals`)).json as { data: InstallTargetRow[] }).data[0];
  const send = async (terminal: StoredRecord, extra: Json = {}) => {
    const created = await call('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: [terminal.id] },
      ...extra,
    });
    expect(created.status).toBe(201);
    return Number(asRecord(created.json).id);
  };
  /**
   * Resolves once an install sent now to an online terminal among the slowest to answer has been
   * answered: any answer due for an install sent earlier is due by then too.
   */
  const answersDue = async () => {
    const control = await send(slowest);
    await vi.waitFor(
      async () => {
        const summary = await summaryOf(control);
        if (summary.state !== 'COMPLETED') throw new Error(JSON.stringify(summary.counts));
      },
      { timeout: 5_000, interval: 20 },
    );
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 300, worldNow: undefined, actionDelayMs: DELAY });
    token = (await sandbox.tokenFor('admin', 9)).token;
    const { store } = sandbox.context;
    const since = onlineSince(Date.now(), 10);
    offline = store
      .list('terminals', { entityId: 9, range: [0, 4999] })
      .records.filter(
        (terminal) =>
          !terminal.deleted &&
          !isOnline(terminal.lastConnectionDate, since) &&
          Number(terminal.batteryLevel) >= 20 &&
          downloads(terminal.id),
      );
    slowest = store
      .list('terminals', { entityId: 9, range: [0, 4999] })
      .records.find(
        (terminal) => !terminal.deleted && isOnline(terminal.lastConnectionDate, since) && terminal.id % 10 === 9,
      ) as StoredRecord;
    version = store.list('appVersions', { entityId: 9, filter: { state: 'ACTIVE' }, range: [0, 0] })
      .records[0] as StoredRecord;
    store.update('appVersions', version.id, { authorizedTerminalIds: [] });
    store.update('apps', Number(version.appId), { modelIds: [], installOnTransaction: false });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('keeps the install waiting until the terminal connects, then completes it', async () => {
    const terminal = offline[0];
    const id = await send(terminal);
    await answersDue();
    expect(await rowOf(id)).toMatchObject({ state: 'WAITING', reason: null });
    expect(await summaryOf(id)).toMatchObject({ state: 'RUNNING', counts: { WAITING: 1, DONE: 0 } });
    // The terminal comes back, as a heartbeat reports it.
    sandbox.context.store.update('terminals', terminal.id, { lastConnectionDate: new Date().toISOString() });
    const done = await vi.waitFor(
      async () => {
        const summary = await summaryOf(id);
        if (summary.state !== 'COMPLETED') throw new Error(JSON.stringify(summary.counts));
        return summary;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(done.counts).toMatchObject({ DONE: 1, WAITING: 0 });
  });

  it('fails a terminal that did not connect before the expiry the operator chose', async () => {
    const refused = await call('POST', INSTALL, {
      kind: 'appVersion',
      id: version.id,
      target: { kind: 'terminals', terminalIds: [offline[1].id] },
      expiryDays: 31,
    });
    expect(refused.status).toBe(400);
    const id = await send(offline[1], { expiryDays: 1 });
    const [{ expires }] = sandbox.context.db
      .prepare('SELECT expires_at - ? AS expires FROM fleet_install_targets WHERE install_id = ?')
      .all(Date.now(), id) as { expires: number }[];
    expect(expires).toBeGreaterThan(23 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3_600_000);
    // The day goes by without the terminal connecting.
    sandbox.context.db
      .prepare('UPDATE fleet_install_targets SET expires_at = ? WHERE install_id = ?')
      .run(Date.now() - 1, id);
    expect(await rowOf(id)).toMatchObject({ state: 'FAILED', reason: 'EXPIRED' });
    expect((await summaryOf(id)).state).toBe('COMPLETED');
  });

  it('cancels the waiting terminals, and a retry sends to them again', async () => {
    const id = await send(offline[2]);
    await answersDue();
    const cancelled = (await call('POST', `${INSTALL}/${id}/cancel-waiting`)).json as InstallSummary;
    expect(cancelled.counts).toMatchObject({ WAITING: 0, FAILED: 1 });
    expect(await rowOf(id)).toMatchObject({ state: 'FAILED', reason: 'CANCELLED' });
    expect((await call('POST', `${INSTALL}/${id}/cancel-waiting`)).status).toBe(400);
    const retried = (await call('POST', `${INSTALL}/${id}/retry`)).json as InstallSummary;
    expect(retried.counts).toMatchObject({ WAITING: 1, FAILED: 0 });
    expect(await rowOf(id)).toMatchObject({ state: 'WAITING', attempt: 2 });
  });
});
