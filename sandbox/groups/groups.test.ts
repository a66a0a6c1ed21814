import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, asRecords, callerOf } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const PATH = '/parameters/api/v1/CommerceGroup';

/** The group IP rule, copying a group and merging groups' parameters. */
describe('commerce groups', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let token: string;
  let commerceId: number;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
    token = (await sandbox.tokenFor('admin', 9)).token;
    const [commerce] = asRecords((await call('GET', '/commerce/api/Commerce?range=[0,0]', { token, entity: 9 })).json);
    commerceId = Number(commerce.id);
  });
  afterAll(async () => sandbox?.close());

  const create = (body: object) => call('POST', PATH, { token, entity: 9, body: { commerceId, ...body } });

  it('refuses a group without an IP and one whose IP another group has', async () => {
    const empty = await create({ name: 'Sin IP', hostIp: '' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ Errors: { hostIp: 'CE-0001' } });
    expect((await create({ name: 'Primero', hostIp: '10.9.9.1' })).status).toBe(201);
    const twice = await create({ name: 'Segundo', hostIp: '10.9.9.1' });
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({ Errors: { hostIp: 'PM-0006' } });
  });

  it('copies a group with its parameters under a new name and IP, the IP rule included', async () => {
    const source = asRecord(
      (await create({ name: 'Origen', hostIp: '10.9.9.2', parameters: [{ key: 'TIMEOUT', value: '30' }] })).json,
    );
    const sameIp = await call('POST', `${PATH}/${source.id}/copy`, {
      token,
      entity: 9,
      body: { name: 'Copia', hostIp: '10.9.9.2' },
    });
    expect(sameIp.json).toMatchObject({ Errors: { hostIp: 'PM-0006' } });
    const copy = await call('POST', `${PATH}/${source.id}/copy`, {
      token,
      entity: 9,
      body: { name: 'Copia', hostIp: '10.9.9.3' },
    });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ name: 'Copia', commerceId, parameters: [{ key: 'TIMEOUT', value: '30' }] });
  });

  it('merges parameters into the target, each conflict from the chosen group, and refuses an unresolved one', async () => {
    const target = asRecord(
      (await create({ name: 'Destino', hostIp: '10.9.9.4', parameters: [{ key: 'TIMEOUT', value: '30' }] })).json,
    );
    const other = asRecord(
      (
        await create({
          name: 'Otro',
          hostIp: '10.9.9.5',
          parameters: [
            { key: 'TIMEOUT', value: '45' },
            { key: 'TIP', value: '10' },
          ],
        })
      ).json,
    );
    const body = { targetId: target.id, sourceIds: [other.id] };
    const unresolved = await call('POST', `${PATH}/merge`, { token, entity: 9, body });
    expect(unresolved.status).toBe(400);
    expect(unresolved.json).toMatchObject({ Message: 'TIMEOUT', Errors: { choices: 'CE-0001' } });
    const merged = await call('POST', `${PATH}/merge`, {
      token,
      entity: 9,
      body: { ...body, choices: { TIMEOUT: other.id } },
    });
    expect(merged.status).toBe(200);
    expect(asRecord(merged.json).parameters).toEqual([
      { key: 'TIMEOUT', value: '45' },
      { key: 'TIP', value: '10' },
    ]);
  });

  it('refuses a terminal on a commerce without a group only where the entity flag asks for one', async () => {
    const { store } = sandbox.context;
    const grouped = new Set(store.list('groups', { entityId: 9, range: [0, 999] }).records.map((g) => g.commerceId));
    const lonely = store.list('commerces', { entityId: 9, range: [0, 999] }).records.find((c) => !grouped.has(c.id));
    const model = store.list('models', { range: [0, 0] }).records[0];
    const terminal = (serialNumber: string) =>
      call('POST', '/terminal/api/v1/Terminal', {
        token,
        entity: 9,
        body: { serialNumber, brandId: model.brandId, modelId: model.id, commerceId: lonely?.id },
      });
    const flag = (value: boolean) =>
      call('PUT', '/sandbox/entity-config/9', { body: { COMMERCE_GROUP_REQUIRED: value } });
    expect((await terminal('FLAGON00001')).json).toMatchObject({ Errors: { commerceId: expect.any(String) } });
    expect((await flag(false)).status).toBe(200);
    expect((await terminal('FLAGOFF0001')).status).toBe(201);
    await flag(true);
    expect((await terminal('FLAGON00002')).status).toBe(400);
  });
});
