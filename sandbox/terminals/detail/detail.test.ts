import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, asRecords, callerOf, type CallOptions } from '../../engine/testApi';
import type { StoredRecord } from '../../storage/repository';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const TERMINAL = '/terminal/api/v1/Terminal';
const INSTALL_APP = '/app/api/v1/Application/InstallApp';
const INSTALL_COMPONENT = '/app/api/v1/Component/install';

/** The terminal detail's actions with answers due at once: the first history read settles them. */
describe('terminal detail actions', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let as: (
    user: string,
    method: string,
    path: string,
    options?: CallOptions,
  ) => ReturnType<ReturnType<typeof callerOf>>;
  const terminals = (filter: (terminal: StoredRecord) => boolean) =>
    sandbox.context.store.list('terminals', { entityId: 9, range: [0, 199] }).records.filter(filter);
  const charged = () => terminals((t) => Number(t.batteryLevel) >= 20 && !t.deleted);
  const history = async (id: number) => asRecords((await as('admin', 'GET', `${TERMINAL}/${id}/History`)).json);

  beforeAll(async () => {
    sandbox = await startSandbox({ actionDelayMs: 0 });
    const call = callerOf(sandbox);
    const tokens = new Map<string, string>();
    as = async (user, method, path, options = {}) => {
      if (!tokens.has(user)) tokens.set(user, (await sandbox.tokenFor(user, 9)).token);
      return call(method, path, { token: tokens.get(user), entity: 9, ...options });
    };
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('records a status request and settles it as done when the history is read', async () => {
    const terminal = charged()[0];
    const pushed = await as('admin', 'POST', `${TERMINAL}/${terminal.id}/request-status`);
    expect(pushed.status).toBe(201);
    expect(pushed.json).toMatchObject({ action: 'REQUEST_STATUS', state: 'PENDING', requestedBy: 'admin' });
    const [latest] = await history(terminal.id);
    expect(latest).toMatchObject({ id: asRecord(pushed.json).id, state: 'DONE', reason: null });
    expect(latest.completedAt).toEqual(expect.any(String));
  });

  it('fails heavy work on a terminal with low battery, with the reason', async () => {
    const weak = terminals((t) => Number(t.batteryLevel) < 20)[0];
    sandbox.context.store.update('terminals', weak.id, { lastConnectionDate: new Date().toISOString() });
    expect((await as('admin', 'POST', `${TERMINAL}/${weak.id}/restart`)).status).toBe(201);
    expect((await as('admin', 'POST', `${TERMINAL}/${weak.id}/initialization-parameters`)).status).toBe(201);
    const [tpv, restart] = await history(weak.id);
    expect(restart).toMatchObject({ action: 'RESTART', state: 'FAILED', reason: 'LOW_BATTERY' });
    expect(tpv).toMatchObject({ action: 'TPV_INITIALIZATION', state: 'FAILED', reason: 'LOW_BATTERY' });
  });

  it('keeps a TPV initialization to an offline terminal waiting until a status request brings it back', async () => {
    // The seeded world's clock is days behind the test's: its terminals are offline now.
    const terminal = charged()[7];
    const pushed = await as('admin', 'POST', `${TERMINAL}/${terminal.id}/initialization-parameters`);
    expect(pushed.json).toMatchObject({ action: 'TPV_INITIALIZATION', state: 'WAITING' });
    expect((await history(terminal.id))[0]).toMatchObject({ state: 'WAITING', completedAt: null });
    await as('admin', 'POST', `${TERMINAL}/${terminal.id}/request-status`);
    const [status, tpv] = await history(terminal.id);
    expect(status).toMatchObject({ action: 'REQUEST_STATUS', state: 'DONE' });
    expect((await history(terminal.id))[1]).toMatchObject({ id: tpv.id, state: 'DONE' });
  });

  it('answers a log request with a new log file', async () => {
    const terminal = charged()[1];
    const before = sandbox.context.store.list('terminalLogs', { filter: { terminalId: terminal.id } }).total;
    const path = `/terminal/api/v1/TerminalFilesLog/message-to-get-logs/${String(terminal.serialNumber)}`;
    expect((await as('admin', 'POST', path)).status).toBe(201);
    expect((await history(terminal.id))[0]).toMatchObject({ action: 'REQUEST_LOGS', state: 'DONE' });
    expect(sandbox.context.store.list('terminalLogs', { filter: { terminalId: terminal.id } }).total).toBe(before + 1);
    expect((await as('admin', 'POST', '/terminal/api/v1/TerminalFilesLog/message-to-get-logs/NOPE000')).json).toEqual(
      expect.objectContaining({ Code: 'TM-0002' }),
    );
  });

  it('assigns up to five tags and refuses a sixth with TM-0003', async () => {
    const terminal = charged()[2];
    const tagIds = sandbox.context.store.list('tags', { entityId: 9, range: [0, 5] }).records.map((tag) => tag.id);
    const five = await as('admin', 'PUT', `/terminal/api/v1/TagAssignment/terminal/${terminal.id}`, {
      body: { tagIds: tagIds.slice(0, 5) },
    });
    expect(five.status).toBe(200);
    expect(asRecord(five.json).tagIds).toEqual(tagIds.slice(0, 5));
    expect((await history(terminal.id))[0]).toMatchObject({ action: 'ASSIGN_TAGS', state: 'DONE' });
    const six = await as('admin', 'PUT', `/terminal/api/v1/TagAssignment/terminal/${terminal.id}`, {
      body: { tagIds },
    });
    expect(six.status).toBe(400);
    expect(six.json).toMatchObject({ Code: 'TM-0003', Errors: { tagIds: 'TM-0003' } });
    const unknown = await as('admin', 'PUT', `/terminal/api/v1/TagAssignment/terminal/${terminal.id}`, {
      body: { tagIds: [999_999] },
    });
    expect(unknown.json).toMatchObject({ Code: 'TM-0004' });
  });

  it('installs an app version that reaches the terminal and lists it as installed', async () => {
    const { store } = sandbox.context;
    const terminal = charged()[3];
    const version = store
      .list('appVersions', { entityId: 9, filter: { state: 'ACTIVE' }, range: [0, 199] })
      .records.find((v) => {
        const models = (store.get('apps', Number(v.appId))?.modelIds as number[] | null) ?? [];
        return models.length === 0 || models.includes(Number(terminal.modelId));
      }) as StoredRecord;
    const pushed = await as('admin', 'POST', INSTALL_APP, {
      body: { appVersionId: version.id, terminalIds: [terminal.id] },
    });
    expect(pushed.status).toBe(201);
    expect(asRecords(pushed.json)[0]).toMatchObject({ action: 'INSTALL_APP', state: 'PENDING', targetId: version.id });
    expect((await history(terminal.id))[0]).toMatchObject({ action: 'INSTALL_APP', state: 'DONE' });
    const installed = await as(
      'admin',
      'GET',
      `/terminal/api/v1/Terminal/installed-software?filter=${encodeURIComponent(
        JSON.stringify({ terminalId: terminal.id, kind: 'APP' }),
      )}`,
    );
    expect(asRecords(installed.json)).toContainEqual(
      expect.objectContaining({ sourceId: version.appId, version: version.versionName }),
    );
  });

  it('refuses versions that do not reach every terminal with AM-0032, and missing ones with AM-0008', async () => {
    const { store } = sandbox.context;
    const terminal = charged()[4];
    const inactive = store.list('appVersions', { entityId: 9, filter: { state: 'INACTIVE' }, range: [0, 0] })
      .records[0];
    const refused = await as('admin', 'POST', INSTALL_APP, {
      body: { appVersionId: inactive.id, terminalIds: [terminal.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ Code: 'AM-0032', Errors: { appVersionId: 'AM-0032' } });
    const missing = await as('admin', 'POST', INSTALL_APP, { body: { terminalIds: [terminal.id] } });
    expect(missing.json).toMatchObject({ Code: 'AM-0008', Errors: { appVersionId: 'AM-0008' } });
    const none = await as('admin', 'POST', INSTALL_APP, { body: { appVersionId: inactive.id, terminalIds: [] } });
    expect(none.json).toMatchObject({ Code: 'TM-0007' });
  });

  it('installs firmware only on the models it suits', async () => {
    const { store } = sandbox.context;
    const firmware = store
      .list('components', { entityId: 9, filter: { type: 'FIRMWARE' }, range: [0, 9] })
      .records.find((c) => ((c.modelIds as number[]) ?? []).length > 0) as StoredRecord;
    const models = firmware.modelIds as number[];
    const suited = charged().find((t) => models.includes(Number(t.modelId))) as StoredRecord;
    const other = charged().find((t) => !models.includes(Number(t.modelId))) as StoredRecord;
    const refused = await as('admin', 'POST', INSTALL_COMPONENT, {
      body: { componentId: firmware.id, terminalIds: [suited.id, other.id] },
    });
    expect(refused.json).toMatchObject({ Code: 'AM-0032', Errors: { componentId: 'AM-0032' } });
    const pushed = await as('admin', 'POST', INSTALL_COMPONENT, {
      body: { componentId: firmware.id, terminalIds: [suited.id] },
    });
    expect(asRecords(pushed.json)[0]).toMatchObject({ action: 'INSTALL_FIRMWARE', state: 'PENDING' });
    expect((await history(suited.id))[0]).toMatchObject({ action: 'INSTALL_FIRMWARE', state: 'DONE' });
  });

  it('soft-deletes a terminal, after which pushes fail, and hard-deletes it with its records', async () => {
    const terminal = charged()[5];
    expect((await as('admin', 'POST', `${TERMINAL}/${terminal.id}/soft-delete`)).status).toBe(201);
    expect(asRecord((await as('admin', 'GET', `${TERMINAL}/${terminal.id}`)).json).deleted).toBe(true);
    await as('admin', 'POST', `${TERMINAL}/${terminal.id}/request-status`);
    const [status, deletion] = await history(terminal.id);
    expect(deletion).toMatchObject({ action: 'SOFT_DELETE', state: 'DONE' });
    expect(status).toMatchObject({ action: 'REQUEST_STATUS', state: 'FAILED', reason: 'TERMINAL_DELETED' });
    expect((await as('admin', 'DELETE', `${TERMINAL}/${terminal.id}/hard-delete`)).status).toBe(200);
    expect((await as('admin', 'GET', `${TERMINAL}/${terminal.id}`)).status).toBe(404);
    expect(sandbox.context.store.list('terminalSoftware', { filter: { terminalId: terminal.id } }).total).toBe(0);
    expect(sandbox.context.store.list('terminalsHistory', { filter: { terminalId: terminal.id } }).total).toBe(0);
  });

  it('hard deletes a seeded terminal by either route: device data goes, operations stay with the serial', async () => {
    const { store } = sandbox.context;
    const withOperations = charged().filter(
      (t) => store.list('operations', { filter: { terminalId: t.id } }).total > 0,
    );
    for (const [terminal, path] of [
      [withOperations[8], `${TERMINAL}/${withOperations[8].id}`],
      [withOperations[9], `${TERMINAL}/${withOperations[9].id}/hard-delete`],
    ] as const) {
      const operations = store.list('operations', { filter: { terminalId: terminal.id } }).records;
      store.insert('terminalSoftware', 9, { terminalId: terminal.id, kind: 'APP', name: 'Caja', version: '1.0.0' });
      store.insert('terminalLogs', 9, {
        terminalId: terminal.id,
        serialNumber: terminal.serialNumber,
        fileName: 'l.zip',
        type: 'SYSTEM',
        sizeKb: 1,
        createdAt: new Date().toISOString(),
      });
      const version = store.list('appVersions', { range: [0, 0] }).records[0];
      const authorized = [...((version.authorizedTerminalIds as number[] | null) ?? []), terminal.id];
      store.update('appVersions', version.id, { authorizedTerminalIds: authorized });
      await as('admin', 'POST', `${TERMINAL}/${terminal.id}/request-status`);

      const deleted = await as('admin', 'DELETE', path);
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual(expect.objectContaining({ id: terminal.id }));
      expect((await as('admin', 'GET', `${TERMINAL}/${terminal.id}`)).status).toBe(404);
      for (const name of ['terminalsHistory', 'terminalSoftware', 'terminalLogs', 'operations'])
        expect(store.list(name, { filter: { terminalId: terminal.id } }).total).toBe(0);
      expect(store.get('appVersions', version.id)?.authorizedTerminalIds).not.toContain(terminal.id);
      operations.forEach((operation) =>
        expect(store.get('operations', operation.id)).toMatchObject({
          terminalId: null,
          terminalSerial: terminal.serialNumber,
          amount: operation.amount,
        }),
      );
    }
  });

  it('refuses users without the action permission and terminals of another entity', async () => {
    const terminal = charged()[6];
    for (const [method, path] of [
      ['POST', `${TERMINAL}/${terminal.id}/restart`],
      ['POST', `${TERMINAL}/${terminal.id}/initialization-parameters`],
      ['DELETE', `${TERMINAL}/${terminal.id}/hard-delete`],
      ['PUT', `/terminal/api/v1/TagAssignment/terminal/${terminal.id}`],
      ['POST', INSTALL_APP],
    ] as const)
      expect((await as('readonly', method, path, { body: {} })).status).toBe(403);
    expect((await as('readonly', 'GET', `${TERMINAL}/${terminal.id}/History`)).status).toBe(200);
    const elsewhere = sandbox.context.store.list('terminals', { entityId: 2, range: [0, 0] }).records[0];
    expect((await as('admin', 'POST', `${TERMINAL}/${elsewhere.id}/restart`)).json).toMatchObject({ Code: 'TM-0002' });
  });
});

describe('terminal detail actions before the terminal answers', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20, actionDelayMs: 600_000 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('keeps a push pending until its answer is due', async () => {
    const { token } = await sandbox.tokenFor('admin', 9);
    const call = callerOf(sandbox);
    const terminal = sandbox.context.store.list('terminals', { entityId: 9, range: [0, 0] }).records[0];
    await call('POST', `${TERMINAL}/${terminal.id}/request-status`, { token, entity: 9 });
    const listed = await call('GET', `${TERMINAL}/${terminal.id}/History?range=[0,0]`, { token, entity: 9 });
    expect(asRecords(listed.json)).toEqual([expect.objectContaining({ action: 'REQUEST_STATUS', state: 'PENDING' })]);
    expect(listed.headers.get('content-range')).toMatch(/^\S+ 0-0\/\d+$/);
  });
});
