import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { OPERATOR_ENTITY } from '../../resources/core/abilities';
import { callerOf, type CallResult } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/**
 * Data every entity shares is written by the platform operator only, and
 * a resource gated by an entity configuration flag does not exist where the flag is off.
 */
describe('shared catalogues and entity flags', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  const tokens = new Map<number, string>();
  const as = (entity: number, method: string, path: string, body?: unknown) =>
    call(method, path, { token: tokens.get(entity), entity, body });
  const collectionOf = (schema: ResourceSchema) => `/${schema.service}/${schema.path}`;
  const outcome = (answer: CallResult) => ({ status: answer.status, Code: (answer.json as { Code?: string })?.Code });

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
    for (const entity of [9, 2, 3, 4, 6]) tokens.set(entity, (await sandbox.tokenFor('admin', entity)).token);
    // The 2FA whitelist is a rule of its own (stepUp.test.ts): off here, the entity rule is seen alone.
    const { store } = sandbox.context;
    for (const entry of store.list('permissions2fa', { range: [0, 999] }).records)
      store.update('permissions2fa', entry.id, { required: false });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses every write to shared data from any entity but the operator with 403 GM-0002', async () => {
    const shared = sandbox.context.schemas.filter((schema) => schema.scope === 'global');
    expect(shared.map((schema) => schema.name)).toEqual(
      expect.arrayContaining(['brands', 'models', 'categories', 'economicSectors', 'developers', 'permissions']),
    );
    for (const schema of shared) {
      const record = sandbox.context.store.list(schema.name, { range: [0, 0] }).records[0];
      const { id, ...data } = record;
      const item = `${collectionOf(schema)}/${id}`;
      const writes: { method: string; path: string; body?: unknown }[] = [
        ...(schema.operations.create ? [{ method: 'POST', path: collectionOf(schema), body: data }] : []),
        ...(schema.operations.edit ? [{ method: 'PUT', path: item, body: data }] : []),
        ...(schema.operations.delete ? [{ method: 'DELETE', path: item }] : []),
      ];
      expect(writes.length, schema.name).toBeGreaterThan(0);
      for (const entity of [2, 3, 4, 6])
        for (const { method, path, body } of writes) {
          const at = `${schema.name} ${method} from ${entity}`;
          expect({ at, ...outcome(await as(entity, method, path, body)) }).toEqual({
            at,
            status: 403,
            Code: 'GM-0002',
          });
        }
      expect(sandbox.context.store.get(schema.name, id)).toEqual(record);
      expect((await as(2, 'GET', `${collectionOf(schema)}/${id}`)).status, schema.name).toBe(200);
      if (schema.operations.edit)
        expect((await as(OPERATOR_ENTITY, 'PUT', `${collectionOf(schema)}/${id}`, data)).status, schema.name).toBe(200);
    }
  });

  it('refuses a resource gated by a flag, reading or writing, where the flag is off (403 GM-0012)', async () => {
    const flagged = sandbox.context.schemas.filter((schema) => schema.menu?.flag);
    expect(flagged.map((schema) => schema.menu?.flag).sort()).toEqual([
      'ADVERTISING_CAMPAIGN_IS_ALLOWED',
      'CAN_CREATE_ENTITY_PARAMETERS',
      'CAN_MANAGE_PROMOTIONAL_VIDEO',
      'CAN_MANAGE_TUTORIAL_VIDEO',
      'CAN_MANAGE_TUTORIAL_VIDEO',
    ]);
    const setFlag = (flag: string, value: boolean) =>
      call('PUT', `/sandbox/entity-config/2`, { body: { [flag]: value } });
    for (const schema of flagged) {
      const flag = String(schema.menu?.flag);
      const collection = collectionOf(schema);
      expect((await setFlag(flag, true)).status).toBe(200);
      expect((await as(2, 'GET', collection)).status, `${schema.name} with ${flag}`).toBe(200);
      expect((await setFlag(flag, false)).status).toBe(200);
      for (const [method, path] of [
        ['GET', collection],
        ['GET', `${collection}/1`],
        ['POST', collection],
        ['PUT', `${collection}/1`],
        ['DELETE', `${collection}/1`],
      ])
        expect({
          at: `${schema.name} ${method} ${path}`,
          ...outcome(await as(2, method, path, method === 'POST' || method === 'PUT' ? {} : undefined)),
        }).toEqual({
          at: `${schema.name} ${method} ${path}`,
          status: 403,
          Code: 'GM-0012',
        });
      expect((await setFlag(flag, true)).status).toBe(200);
    }
    // The seeded acquirer (entity 4) has campaigns off: its own administrator cannot list them.
    const acquirer = await sandbox.tokenFor('acquirer');
    const campaigns = flagged.find((schema) => schema.menu?.flag === 'ADVERTISING_CAMPAIGN_IS_ALLOWED');
    if (!campaigns) throw new Error('no campaigns');
    expect(outcome(await call('GET', collectionOf(campaigns), { token: acquirer.token }))).toEqual({
      status: 403,
      Code: 'GM-0012',
    });
  });
});
