import type { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { batchOf, emptyValues } from '../../resources/terminals/create/csv/importFormat';
import { generateWorld } from '../../fixtures/world';
import { appVersions } from '../../resources/appVersions/schema';
import { operations } from '../../resources/operations/schema';
import { schemas } from '../../resources/schemaLookup';
import { terminalActions } from '../../resources/terminalsHistory/schema';
import { terminalLogs } from '../../resources/terminalLogs/schema';
import { DEFAULT_ONLINE_MINUTES, isOnline, onlineSince, terminals } from '../../resources/terminals/schema';
import { terminalSoftware } from '../../resources/terminalSoftware/schema';
import { createFakeRestProvider } from '../fakerest';

const world = generateWorld(schemas, { terminals: 60 });
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

/** A fresh in-memory console over the world, in the entity the test selects. */
const setUp = () => {
  let entity = '9';
  const provider = createFakeRestProvider(schemas, structuredClone(world), { entityId: () => entity });
  const count = async (resource: string, filter: Record<string, unknown>) =>
    (await provider.getList(resource, { filter, ...ALL })).total;
  return { provider, count, select: (id: string) => (entity = id) };
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: HttpError) => thrown,
  );
  return { status: error?.status, body: error?.body as { Code?: string; Message?: string } | undefined };
};

const withOperations = world.terminals.filter(
  (terminal) => terminal.entityId === 9 && world.operations.some((operation) => operation.terminalId === terminal.id),
);

describe('the terminals’ rules in memory, as the sandbox', () => {
  it('hard deletes by any route: device data goes, operations stay detached with the serial', async () => {
    const { provider, count } = setUp();
    const [first, second, third] = withOperations;
    const version = world.appVersions[0];
    await provider.update(appVersions.resource, {
      id: version.id,
      data: { authorizedTerminalIds: [first.id, second.id] },
      previousData: version,
    });
    await provider.pushTerminalAction({
      terminalId: first.id,
      serialNumber: String(first.serialNumber),
      action: 'REQUEST_STATUS',
    });
    const before = await provider.getList(operations.resource, { filter: { terminalId: first.id }, ...ALL });
    expect(before.total).toBeGreaterThan(0);

    await provider.delete(terminals.resource, { id: first.id, previousData: first });
    await provider.deleteMany(terminals.resource, { ids: [second.id] });
    await provider.hardDeleteTerminal({ terminalId: third.id });

    for (const terminal of [first, second, third]) {
      expect(await count(terminals.resource, { id: [terminal.id] })).toBe(0);
      for (const resource of [terminalActions.resource, terminalSoftware.resource, terminalLogs.resource])
        expect(await count(resource, { terminalId: terminal.id })).toBe(0);
      expect(await count(operations.resource, { terminalId: terminal.id })).toBe(0);
    }
    const kept = await provider.getMany(operations.resource, { ids: before.data.map((operation) => operation.id) });
    expect(kept.data).toHaveLength(before.data.length);
    kept.data.forEach((operation) =>
      expect(operation).toMatchObject({ terminalId: null, terminalSerial: first.serialNumber }),
    );
    const { data: authorized } = await provider.getOne(appVersions.resource, { id: version.id });
    expect(authorized.authorizedTerminalIds).toEqual([]);
  });

  it('refuses a serial another entity holds with 409 TM-0010 naming it; its own with TM-0008', async () => {
    const { provider, select } = setUp();
    const taken = withOperations[0];
    const { id: _id, entityId: _entity, ...fields } = taken;
    select('2');
    // Entity 2 asks for a group before a commerce takes terminals.
    const group = world.groups.find((g) => g.entityId === 2);
    const data = { ...fields, commerceId: group?.commerceId, groupId: group?.id, profileId: null, tagIds: [] };
    expect(await refusal(provider.create(terminals.resource, { data }))).toEqual({
      status: 409,
      body: expect.objectContaining({
        Code: 'TM-0010',
        Message: `${String(taken.serialNumber)} - Marketplace Operaciones`,
      }),
    });
    const created = await provider.create(terminals.resource, { data: { ...data, serialNumber: 'ELSEWHERE01' } });
    expect(created.data).toMatchObject({ serialNumber: 'ELSEWHERE01', entityId: 2 });
    select('9');
    const own = await refusal(provider.create(terminals.resource, { data: { ...fields } }));
    expect(own).toMatchObject({ status: 400, body: { Code: 'TM-0008' } });
  });

  it('imports with the same rule: TM-0008 for the entity own serial, TM-0010 naming another holder', async () => {
    const { provider } = setUp();
    const own = withOperations[0];
    const foreign = world.terminals.find((terminal) => terminal.entityId === 2);
    const group = world.groups.find((g) => g.entityId === 9);
    const commerce = world.commerces.find((c) => c.id === group?.commerceId);
    const model = world.models[0];
    const brand = world.brands.find((b) => b.id === model.brandId);
    const row = (n: number, serialNumber: string) => ({
      row: n,
      values: {
        ...emptyValues(),
        serialNumber,
        commerceCode: String(commerce?.commerceCode),
        group: String(group?.name),
        brand: String(brand?.name),
        model: String(model.name),
      },
    });
    const { data } = await provider.importTerminals({
      batch: batchOf([row(2, String(own.serialNumber)), row(3, String(foreign?.serialNumber))]),
    });
    expect(data).toMatchObject([
      { row: 2, problems: [{ code: 'TM-0008', column: 'serialNumber' }] },
      { row: 3, problems: [{ code: 'TM-0010', args: { 0: foreign?.serialNumber, 1: 'Banco Ibérico' } }] },
    ]);
  });

  it('records a bulk initialization in each terminal history, pending until it answers', async () => {
    const { provider } = setUp();
    const [first, b] = withOperations.filter((terminal) => !terminal.deleted);
    // One terminal connected a moment ago; the other as seeded, days before the test's clock.
    const a: Record<string, unknown> & { id: number } = { ...first, lastConnectionDate: new Date().toISOString() };
    await provider.update(terminals.resource, { id: a.id, data: a, previousData: first });
    const { data } = await provider.sendInitializationParameters({
      serialNumbers: [String(a.serialNumber), String(b.serialNumber)],
    });
    expect(data.rows.map((row) => row.status)).toEqual(['SENT', 'SENT']);
    for (const terminal of [a, b]) {
      const history = await provider.terminalHistory({
        terminalId: terminal.id,
        page: 1,
        perPage: 5,
      });
      // An offline terminal's push waits for its next connection; an online one's is pending its answer.
      const online = isOnline(terminal.lastConnectionDate, onlineSince(Date.now(), DEFAULT_ONLINE_MINUTES));
      expect(history.data[0]).toMatchObject({ action: 'TPV_INITIALIZATION', state: online ? 'PENDING' : 'WAITING' });
      const row = data.rows.find(({ serialNumber }) => serialNumber === String(terminal.serialNumber));
      expect(row).toMatchObject({ actionId: history.data[0].id, terminalId: terminal.id });
    }
  });
});
