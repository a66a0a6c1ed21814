import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

type Json = Record<string, unknown>;
const TERMINAL = '/terminal/api/v1/Terminal';

describe('the fleet on the terminal service', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const call = async (user: string, url: string, entity = 9) => {
    const answer = await sandbox.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${(await sandbox.tokenFor(user, entity)).token}`, 'entity-id': String(entity) },
    });
    return { status: answer.statusCode, json: answer.json<Json & Json[]>(), range: answer.headers['content-range'] };
  };
  const totalOf = (range: unknown) => Number(String(range).split('/').pop());
  /** How many terminals the generic list counts with the filter. */
  const listed = async (filter: Json) =>
    totalOf((await call('readonly', `${TERMINAL}?filter=${encodeURIComponent(JSON.stringify(filter))}`)).range);
  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('lists at Terminal/list what the collection lists', async () => {
    const filter = encodeURIComponent(JSON.stringify({ online: true }));
    const [spec, collection] = await Promise.all([
      call('readonly', `${TERMINAL}/list?filter=${filter}&range=[0,99]`),
      call('readonly', `${TERMINAL}?filter=${filter}&range=[0,99]`),
    ]);
    expect(spec.json).toEqual(collection.json);
    expect(spec.range).toBe(collection.range);
    expect((await call('noperm', `${TERMINAL}/list`)).status).toBe(403);
  });

  it('counts the terminals in service by state, as the list’s filters do, and by model', async () => {
    const { store } = sandbox.context;
    const [connected] = store.list('terminals', { entityId: 9, filter: { deleted: false }, range: [0, 0] }).records;
    store.update('terminals', connected.id, { lastConnectionDate: new Date().toISOString() });
    const summary = (await call('readonly', `${TERMINAL}/Summary`)).json;
    expect(summary.online).toBeGreaterThan(0);
    expect(summary).toEqual({
      total: await listed({ deleted: false }),
      online: await listed({ deleted: false, online: true }),
      offline: await listed({ deleted: false, online: false }),
      deleted: await listed({ deleted: true }),
    });
    const v2 = (await call('readonly', `${TERMINAL}/v2/Summary`)).json;
    expect(v2).toMatchObject(summary);
    const models = v2.byModel as { modelId: number; total: number; online: number }[];
    expect(models.reduce((sum, model) => sum + model.total, 0)).toBe(summary.total);
    expect(models[0].total).toBe(await listed({ deleted: false, modelId: models[0].modelId }));
    expect((await call('noperm', `${TERMINAL}/Summary`)).status).toBe(403);
  });

  it('lists every entity’s terminals to a system administrator only, wherever its session is', async () => {
    const everywhere = await call('admin', `${TERMINAL}/admin?range=[0,999]`, 2);
    const entities = new Set(everywhere.json.map((terminal) => terminal.entityId));
    expect(entities.has(9) && entities.has(2)).toBe(true);
    expect(totalOf(everywhere.range)).toBe(sandbox.context.store.count('terminals'));
    expect((await call('readonly', `${TERMINAL}/admin`)).status).toBe(403);
    expect((await call('processor', `${TERMINAL}/admin`, 3)).status).toBe(403);
  });

  it('names the models with system components ready to install on them', async () => {
    const { store } = sandbox.context;
    const model = store.list('models', { range: [0, 0] }).records[0];
    const [component] = store.list('components', { entityId: 9, filter: { type: 'DRIVER' }, range: [0, 0] }).records;
    store.update('components', component.id, { modelIds: [model.id], currentVersion: '7.7.7' });
    const models = (await call('readonly', `${TERMINAL}/models/available-binary?type=DRIVER`)).json;
    const binaries = models.flatMap((row) => (row.binaries as Json[]).map((binary) => [row.modelId, binary]));
    expect(binaries).toContainEqual([
      model.id,
      expect.objectContaining({ componentId: component.id, version: '7.7.7' }),
    ]);
    expect(binaries.filter(([, binary]) => (binary as Json).componentId === component.id)).toHaveLength(1);
    expect(binaries.every(([, binary]) => (binary as Json).type === 'DRIVER')).toBe(true);
    expect((await call('readonly', `${TERMINAL}/models/available-binary?type=APK`)).json).toMatchObject({
      Code: 'GM-0004',
    });
    expect((await call('noperm', `${TERMINAL}/models/available-binary`)).status).toBe(403);
  });
});
