import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyValues, type ImportRow, type RowResult } from '../../../resources/terminals/create/csv/importFormat';
import type { CallOptions } from '../../engine/testApi';
import { callerOf } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';
import { problemKeys } from '../../../resources/terminals/create/csv/importFormat';

const COMMERCE_WITHOUT_GROUP = problemKeys.commerceWithoutGroup;

const IMPORT = '/terminal/api/v1/Terminal/import';
const TERMINALS = '/terminal/api/v1/Terminal';

describe('terminal import and the group rule', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let as: (
    token: string,
    method: string,
    path: string,
    options?: CallOptions,
  ) => ReturnType<ReturnType<typeof callerOf>>;
  let admin: string;
  let names: { commerceCode: string; group: string; brand: string; model: string; lonelyCommerce: string };
  let ids: { commerceId: number; lonelyCommerceId: number; brandId: number; modelId: number };

  const row = (n: number, values: Partial<ImportRow['values']>): ImportRow => ({
    row: n,
    values: {
      ...emptyValues(),
      commerceCode: names.commerceCode,
      brand: names.brand,
      model: names.model,
      ...values,
    },
  });
  const importAs9 = (rows: ImportRow[], token = admin) => as(token, 'POST', IMPORT, { body: { rows } });
  const resultsOf = (json: unknown) => (json as { results: RowResult[] }).results;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const call = callerOf(sandbox);
    as = (token, method, path, options = {}) => call(method, path, { token, entity: 9, ...options });
    admin = (await sandbox.tokenFor('admin', 9)).token;
    const { store } = sandbox.context;
    const group = store.list('groups', { entityId: 9, range: [0, 0] }).records[0];
    const commerce = store.get('commerces', Number(group.commerceId)) as Record<string, unknown>;
    const grouped = new Set(store.list('groups', { entityId: 9, range: [0, 999] }).records.map((g) => g.commerceId));
    const lonely = store.list('commerces', { entityId: 9, range: [0, 999] }).records.find((c) => !grouped.has(c.id));
    const model = store.list('models', { range: [0, 0] }).records[0];
    const brand = store.get('brands', Number(model.brandId)) as Record<string, unknown>;
    names = {
      commerceCode: String(commerce.commerceCode),
      group: String(group.name),
      brand: String(brand.name),
      model: String(model.name),
      lonelyCommerce: String(lonely?.commerceCode),
    };
    ids = {
      commerceId: Number(group.commerceId),
      lonelyCommerceId: Number(lonely?.id),
      brandId: Number(model.brandId),
      modelId: model.id,
    };
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('creates the good rows and answers each bad one with its code, without failing the batch', async () => {
    const taken = sandbox.context.store.list('terminals', { entityId: 9, range: [0, 0] }).records[0];
    const foreign = sandbox.context.store.list('terminals', { entityId: 2, range: [0, 0] }).records[0];
    const response = await importAs9([
      row(2, { serialNumber: 'IMPGOOD0001', alias: 'Caja 1', group: names.group }),
      row(3, { serialNumber: 'bad serial' }),
      row(4, { serialNumber: 'IMPMISS0001', commerceCode: '' }),
      row(5, { serialNumber: 'IMPLONG0001', alias: 'x'.repeat(151) }),
      row(6, { serialNumber: 'IMPBRAND001', brand: 'Marca inexistente' }),
      row(7, { serialNumber: String(taken.serialNumber) }),
      row(8, { serialNumber: 'IMPLONE0001', commerceCode: names.lonelyCommerce }),
      row(9, { serialNumber: 'IMPGOOD0002' }),
      row(10, { serialNumber: String(foreign.serialNumber) }),
    ]);
    expect(response.status).toBe(200);
    const results = resultsOf(response.json);
    const codes = results.map((result) =>
      'id' in result ? 'created' : result.problems.map((p) => p.code ?? p.message),
    );
    expect(codes).toEqual([
      'created',
      ['TM-0001'],
      ['PM-0035'],
      ['TM-0006'],
      ['PM-0036'],
      ['TM-0008'],
      [COMMERCE_WITHOUT_GROUP],
      'created',
      ['TM-0010'],
    ]);
    const problemOf = (n: number) => results.flatMap((r) => ('problems' in r && r.row === n ? r.problems : []))[0];
    expect(problemOf(4)).toMatchObject({ args: { 0: 4 }, column: 'commerceCode' });
    expect(problemOf(6)).toMatchObject({ args: { 0: 6, 1: 'brand', 2: 'Marca inexistente' } });
    expect(problemOf(7)).toMatchObject({ code: 'TM-0008', column: 'serialNumber' });
    expect(problemOf(10)).toMatchObject({
      args: { 0: foreign.serialNumber, 1: 'Banco Ibérico' },
      column: 'serialNumber',
    });

    const created = results.flatMap((r) => ('id' in r ? [r.id] : []));
    const stored = await as(admin, 'GET', `${TERMINALS}/${created[0]}`);
    expect(stored.json).toMatchObject({ serialNumber: 'IMPGOOD0001', alias: 'Caja 1', commerceId: ids.commerceId });
    const again = resultsOf((await importAs9([row(2, { serialNumber: 'IMPGOOD0002' })])).json);
    expect(again).toMatchObject([{ row: 2, problems: [{ code: 'TM-0008' }] }]);
  });

  it('adds several typed serials at AddSeveral under the import’s rules, for writers of terminals only', async () => {
    const rows = [
      row(1, { serialNumber: 'ADDSEV00001', group: names.group }),
      row(2, { serialNumber: 'ADDSEV00001', group: names.group }),
    ];
    const readonly = (await sandbox.tokenFor('readonly', 9)).token;
    expect((await as(readonly, 'POST', '/terminal/api/v1/Terminal/AddSeveral', { body: { rows } })).status).toBe(403);
    const results = resultsOf(
      (await as(admin, 'POST', '/terminal/api/v1/Terminal/AddSeveral', { body: { rows } })).json,
    );
    expect(results).toMatchObject([{ row: 1 }, { row: 2, problems: [{ code: 'TM-0008' }] }]);
    const [created] = results.flatMap((result) => ('id' in result ? [result.id] : []));
    expect((await as(admin, 'GET', `${TERMINALS}/${created}`)).json).toMatchObject({
      serialNumber: 'ADDSEV00001',
      commerceId: ids.commerceId,
    });
  });

  it('refuses a group of another commerce and a model of another brand as bad values', async () => {
    const otherModel = sandbox.context.store
      .list('models', { range: [0, 99] })
      .records.find((model) => model.brandId !== ids.brandId);
    const results = resultsOf(
      (
        await importAs9([
          row(2, { serialNumber: 'IMPGRP00001', group: names.group, commerceCode: names.lonelyCommerce }),
          row(3, { serialNumber: 'IMPMOD00001', model: String(otherModel?.name) }),
        ])
      ).json,
    );
    expect(results).toMatchObject([
      { row: 2, problems: [{ code: 'PM-0036', args: { 1: 'group' } }] },
      { row: 3, problems: [{ code: 'PM-0036', args: { 1: 'model' } }] },
    ]);
  });

  it('needs the terminal write permission and a well-formed batch', async () => {
    const readonly = (await sandbox.tokenFor('readonly', 9)).token;
    expect((await importAs9([row(2, { serialNumber: 'IMPRO000001' })], readonly)).status).toBe(403);
    expect((await importAs9([])).json).toMatchObject({ Code: 'TM-0007' });
    expect((await as(admin, 'POST', IMPORT, { body: { rows: 'nope' } })).json).toMatchObject({ Code: 'TM-0009' });
    const tooMany = Array.from({ length: 1001 }, (_, i) => row(i + 2, { serialNumber: `IMPMANY${i}` }));
    expect((await importAs9(tooMany)).json).toMatchObject({ Code: 'TM-0009' });
  });

  it('refuses a single terminal whose commerce has no group, on the commerce field', async () => {
    const body = { serialNumber: 'SINGLE00001', brandId: ids.brandId, modelId: ids.modelId };
    const refused = await as(admin, 'POST', TERMINALS, { body: { ...body, commerceId: ids.lonelyCommerceId } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ Errors: { commerceId: COMMERCE_WITHOUT_GROUP } });
    const created = await as(admin, 'POST', TERMINALS, { body: { ...body, commerceId: ids.commerceId } });
    expect(created.status).toBe(201);
  });

  // Its speed is measured by `npm run bench:terminals`, not asserted here: a timed test fails by load.
  it('imports a thousand rows in one batch', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row(i + 2, { serialNumber: `IMPFAST${String(i).padStart(5, '0')}` }),
    );
    const results = resultsOf((await importAs9(rows)).json);
    expect(results.filter((r) => 'id' in r)).toHaveLength(1000);
  });
});
