import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecords, type Json } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';
import { operationsApi } from './testWorld';

let sandbox: TestSandbox;
let api: Awaited<ReturnType<typeof operationsApi>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = await operationsApi(sandbox);
});
afterAll(() => sandbox.close());

const serialOf = (terminal: Json) => String(terminal.serialNumber);

describe('terminal reassignment', () => {
  it('previews each serial, then moves the movable ones to the commerce', async () => {
    const [a, b] = api.terminals.filter((t) => !t.deleted);
    const target = api.commerces.find((c) => c.id !== a.commerceId && c.id !== b.commerceId) as Json;
    const body = { serialNumbers: [serialOf(a), serialOf(b), 'NOPE000001'], commerceId: target.id };
    const preview = await api.call('POST', '/terminal/api/v1/Terminal/Reassignment/validation', body);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      moving: 2,
      rows: [
        { serialNumber: serialOf(a), status: 'MOVE', fromCommerceId: a.commerceId },
        { serialNumber: serialOf(b), status: 'MOVE', fromCommerceId: b.commerceId },
        { serialNumber: 'NOPE000001', status: 'UNKNOWN', code: 'TM-0002' },
      ],
    });
    expect(api.store.get('terminals', Number(a.id))?.commerceId).toBe(a.commerceId);
    const done = await api.call('POST', '/terminal/api/v1/Terminal/Reassignment', body);
    expect(done.json).toMatchObject({ moved: [serialOf(a), serialOf(b)], notMoved: [{ status: 'UNKNOWN' }] });
    expect(api.store.get('terminals', Number(a.id))).toMatchObject({ commerceId: target.id, groupId: null });
    const again = await api.call('POST', '/terminal/api/v1/Terminal/Reassignment', body);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ Code: 'TM-0007' });
  });

  it('refuses a commerce of another entity, a group of another commerce and readers', async () => {
    const serialNumbers = [serialOf(api.terminals[3])];
    const foreign = sandbox.context.store.list('commerces', { entityId: 2, range: [0, 0] }).records[0];
    const noCommerce = await api.call('POST', '/terminal/api/v1/Terminal/Reassignment/validation', {
      serialNumbers,
      commerceId: foreign.id,
    });
    expect(noCommerce.json).toMatchObject({ Errors: { commerceId: 'GM-0010' } });
    const group = api.store.list('groups', { entityId: 9, range: [0, 0] }).records[0];
    const other = api.commerces.find((c) => c.id !== group.commerceId) as Json;
    const badGroup = await api.call('POST', '/terminal/api/v1/Terminal/Reassignment/validation', {
      serialNumbers,
      commerceId: other.id,
      groupId: group.id,
    });
    expect(badGroup.json).toMatchObject({ Errors: { groupId: 'GM-0008' } });
    const reader = await api.asReadonly('POST', '/terminal/api/v1/Terminal/Reassignment/validation', {
      serialNumbers,
      commerceId: other.id,
    });
    expect(reader.status).toBe(403);
  });
});

// One test starts and seeds a sandbox of its own, which takes seconds on two busy cores.
describe('initialization parameters', { timeout: 30_000 }, () => {
  it('records each sent terminal in its history, settled done or failed when its answer is due', async () => {
    const quick = await startSandbox({ terminals: 60, actionDelayMs: 0 });
    try {
      const quickApi = await operationsApi(quick);
      const live = quickApi.terminals.filter((t) => !t.deleted);
      const charged = live.find((t) => Number(t.batteryLevel) >= 20) as Json;
      const weak = live.find((t) => Number(t.batteryLevel) < 20) as Json;
      // The seeded world's clock is days behind the test's: terminals answer only once connected.
      [charged, weak].forEach(({ id }) =>
        quick.context.store.update('terminals', Number(id), { lastConnectionDate: new Date().toISOString() }),
      );
      const sent = await quickApi.call('POST', '/terminal/api/v1/Terminal/initialization-parameters', {
        serialNumbers: [serialOf(charged), serialOf(weak)],
      });
      expect(sent.status).toBe(200);
      const latest = async (terminal: Json) =>
        asRecords((await quickApi.call('GET', `/terminal/api/v1/Terminal/${terminal.id}/History`)).json)[0];
      expect(await latest(charged)).toMatchObject({ action: 'TPV_INITIALIZATION', state: 'DONE' });
      expect(await latest(weak)).toMatchObject({
        action: 'TPV_INITIALIZATION',
        state: 'FAILED',
        reason: 'LOW_BATTERY',
      });
    } finally {
      await quick.close();
    }
  });

  it('sends them to known terminals and names unknown serials', async () => {
    const serial = serialOf(api.terminals[5]);
    const connectedNow = { lastConnectionDate: new Date().toISOString() };
    sandbox.context.store.update('terminals', Number(api.terminals[5].id), connectedNow);
    const sent = await api.call('POST', '/terminal/api/v1/Terminal/initialization-parameters', {
      serialNumbers: [serial, 'ZZZZZZ9999'],
    });
    expect(sent.json).toMatchObject({
      rows: [
        { serialNumber: serial, status: 'SENT' },
        { serialNumber: 'ZZZZZZ9999', status: 'UNKNOWN', code: 'TM-0002' },
      ],
    });
    const [pending] = asRecords(
      (await api.call('GET', `/terminal/api/v1/Terminal/${api.terminals[5].id}/History`)).json,
    );
    expect(pending).toMatchObject({ action: 'TPV_INITIALIZATION', state: 'PENDING', requestedBy: 'admin' });
    // The sent row names that action, which the push's states follow.
    expect(sent.json).toMatchObject({ rows: [{ actionId: pending.id, terminalId: api.terminals[5].id }, {}] });
    const states = await api.call('POST', '/terminal/api/v1/ParameterUpdate/states', { actionIds: [pending.id] });
    expect(states.json).toMatchObject([{ actionId: pending.id, serialNumber: serial, state: 'PENDING' }]);
    const empty = await api.call('POST', '/terminal/api/v1/Terminal/initialization-parameters', { serialNumbers: [] });
    expect(empty.json).toMatchObject({ Code: 'TM-0007' });
  });
});
