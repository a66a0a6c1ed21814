import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, type CallOptions } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const COMMERCES = '/commerce/api/Commerce';
const PARAMETERS = '/parameters/api/v1/CommerceParameterCollection';
const QR = '/parameters/api/v1/CheckinCheckout/qr';

const commerce = (code: string, extra: Record<string, unknown> = {}) => ({
  name: `Comercio ${code}`,
  merchantId: `M${code}`,
  commerceCode: `C${code}`,
  categoryCode: '5411',
  phone: '+1 809 555 0100',
  type: 'PHYSICAL',
  status: 'ACTIVE',
  address: { street: 'Calle Duarte', number: '12', city: 'Santiago', state: 'Santiago', postalCode: '51000' },
  ...extra,
});

describe('the commerce service', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: (
    token: string,
    entity: number,
    method: string,
    path: string,
    options?: CallOptions,
  ) => ReturnType<ReturnType<typeof callerOf>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    sandbox = await startSandbox();
    const raw = callerOf(sandbox);
    call = (token, entity, method, path, options = {}) => raw(method, path, { token, entity, ...options });
    tokens.admin9 = (await sandbox.tokenFor('admin', 9)).token;
    tokens.admin2 = (await sandbox.tokenFor('admin', 2)).token;
    tokens.processor = (await sandbox.tokenFor('processor', 3)).token;
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('requires the RNC for the card processor, 9 to 11 digits, with the form’s codes', async () => {
    const missing = await call(tokens.processor, 3, 'POST', COMMERCES, { body: commerce('RNC1') });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ Code: 'CE-0001', Errors: { taxId: 'CE-0001' } });
    const short = await call(tokens.processor, 3, 'POST', COMMERCES, { body: commerce('RNC1', { taxId: '12345678' }) });
    expect(short.json).toMatchObject({ Errors: { taxId: 'CE-0003' } });
    const created = await call(tokens.processor, 3, 'POST', COMMERCES, {
      body: commerce('RNC1', { taxId: '123456789' }),
    });
    expect(created.status).toBe(201);
  });

  it('asks the Spanish bank for a CIF and the e-mail its entity flag requires, but not for a phone', async () => {
    const body = commerce('CIF1', { phone: null, taxId: '12345678B' });
    const refused = await call(tokens.admin2, 2, 'POST', COMMERCES, { body });
    expect(refused.json).toMatchObject({
      Errors: { taxId: 'commerceForm.validation.cif', email: 'CE-0001' },
    });
    const created = await call(tokens.admin2, 2, 'POST', COMMERCES, {
      body: { ...body, taxId: 'B12345678', email: 'tienda@example.es' },
    });
    expect(created.status).toBe(201);
  });

  it('keeps one parameter collection per commerce, inheriting only from its own groups', async () => {
    const { store } = sandbox.context;
    const groups = store.list('groups', { entityId: 9, range: [0, 99] }).records;
    const group = groups[0];
    // A group of another entity: to this one it does not exist.
    const [foreign] = store.list('groups', { entityId: 3, range: [0, 0] }).records;
    const owned = store.list('commerceParameters', {
      entityId: 9,
      filter: { commerceId: group.commerceId },
      range: [0, 0],
    });
    const base = { commerceId: group.commerceId, taxType: 'ITBIS', taxPercentage: 18 };
    if (owned.records.length === 0) {
      expect((await call(tokens.admin9, 9, 'POST', PARAMETERS, { body: base })).status).toBe(201);
    }
    const second = await call(tokens.admin9, 9, 'POST', PARAMETERS, { body: base });
    expect(second.json).toMatchObject({ Code: 'GM-0009', Errors: { commerceId: 'GM-0009' } });
    const [collection] = store.list('commerceParameters', {
      entityId: 9,
      filter: { commerceId: group.commerceId },
      range: [0, 0],
    }).records;
    const wrongGroup = await call(tokens.admin9, 9, 'PUT', `${PARAMETERS}/${collection.id}`, {
      body: { ...collection, sourceGroupId: foreign.id, inheritFromGroup: true },
    });
    expect(wrongGroup.json).toMatchObject({ Code: 'GM-0008' });
    const noTax = await call(tokens.admin9, 9, 'PUT', `${PARAMETERS}/${collection.id}`, {
      body: { ...collection, taxType: 'ITBIS', taxPercentage: null },
    });
    expect(noTax.json).toMatchObject({ Errors: { taxPercentage: 'CE-0001' } });
    const ivaWithout = await call(tokens.admin9, 9, 'PUT', `${PARAMETERS}/${collection.id}`, {
      body: { ...collection, taxType: 'IVA', taxPercentage: null },
    });
    expect(ivaWithout.status).toBe(200);
    const saved = await call(tokens.admin9, 9, 'PUT', `${PARAMETERS}/${collection.id}`, {
      body: { ...collection, sourceGroupId: group.id, inheritFromGroup: true, tipPercentage1: 12.5 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ inheritFromGroup: true, tipPercentage1: 12.5 });
  });

  it('moves terminals between the commerce and the warehouses, all or none, and mails new PINs', async () => {
    const { store } = sandbox.context;
    const [stocked] = store.list('terminals', { entityId: 9, filter: { warehouseId_gte: 1 }, range: [0, 0] }).records;
    expect(stocked).toBeDefined();
    const target = store.list('commerces', { entityId: 9, range: [0, 0] }).records[0];
    const before = (await call(tokens.admin9, 9, 'GET', `${COMMERCES}/${target.id}/terminals`)).json as {
      id: number;
    }[];
    const stock = (await call(tokens.admin9, 9, 'GET', `${COMMERCES}/warehouse/terminals`)).json as { id: number }[];
    expect(stock.map((terminal) => terminal.id)).toContain(stocked.id);
    const added = await call(tokens.admin9, 9, 'POST', `${COMMERCES}/${target.id}/terminals`, {
      body: { terminalIds: [stocked.id] },
    });
    expect(added.json).toEqual({ moved: 1 });
    const after = (await call(tokens.admin9, 9, 'GET', `${COMMERCES}/${target.id}/terminals`)).json as {
      id: number;
      online: boolean;
    }[];
    expect(after).toHaveLength(before.length + 1);
    expect(typeof after[0].online).toBe('boolean');
    const again = await call(tokens.admin9, 9, 'POST', `${COMMERCES}/${target.id}/terminals`, {
      body: { terminalIds: [stocked.id] },
    });
    expect(again.json).toMatchObject({ Code: 'PM-0010' });

    const pins = await call(tokens.admin9, 9, 'POST', '/terminal/api/v1/Terminal/ResendPin', {
      body: { commerceId: target.id, terminalIds: [stocked.id] },
    });
    expect(pins.json).toEqual({ sent: 1, recipient: target.email });
    const outbox = (await callerOf(sandbox)('GET', `/sandbox/outbox?to=${String(target.email)}`)).json as {
      body: string;
    }[];
    expect(outbox[0].body).toMatch(new RegExp(`^${String(stocked.serialNumber)}: \\d{6}$`));

    const [warehouse] = store.list('warehouses', { entityId: 9, range: [0, 0] }).records;
    const out = await call(tokens.admin9, 9, 'POST', `${COMMERCES}/${target.id}/terminals/move-out`, {
      body: { terminalIds: [stocked.id], warehouseId: warehouse.id },
    });
    expect(out.json).toEqual({ moved: 1 });
    const readonly = (await sandbox.tokenFor('readonly', 9)).token;
    const refused = await call(readonly, 9, 'POST', `${COMMERCES}/${target.id}/terminals`, {
      body: { terminalIds: [stocked.id] },
    });
    expect(refused.status).toBe(403);
  });

  it('stores a QR code’s auth password without ever answering it, and only the commerce’s terminals', async () => {
    const { store } = sandbox.context;
    const target = store.list('commerces', { entityId: 9, range: [0, 0] }).records[0];
    const own = (await call(tokens.admin9, 9, 'GET', `${COMMERCES}/${target.id}/terminals`)).json as {
      serialNumber: string;
    }[];
    const body = {
      commerceId: target.id,
      commerceCode: target.commerceCode,
      payloadFormatIndicator: '01',
      pointInitiationMethod: '12',
      merchantAccountInformation: '0008ES.BIZUM0108C0000001',
      serverUrl: 'https://qr.example.com/api',
      authUser: 'qruser',
      authPassword: 'S3creto!',
      terminalSerials: own.slice(0, 1).map((terminal) => terminal.serialNumber),
    };
    const created = await call(tokens.admin9, 9, 'POST', QR, { body });
    expect(created.status).toBe(201);
    expect(created.text).not.toContain('S3creto!');
    expect(created.json).not.toHaveProperty('authPassword');
    const { id } = created.json as { id: number };
    const read = await call(tokens.admin9, 9, 'GET', `${QR}/${id}`);
    expect(read.text).not.toContain('S3creto!');
    const list = await call(
      tokens.admin9,
      9,
      'GET',
      `${QR}?filter=${encodeURIComponent(JSON.stringify({ commerceId: target.id }))}`,
    );
    expect(list.text).not.toContain('S3creto!');
    const foreign = await call(tokens.admin9, 9, 'POST', QR, { body: { ...body, terminalSerials: ['NOTOURS0001'] } });
    expect(foreign.json).toMatchObject({ Code: 'PM-0010', Errors: { terminalSerials: 'PM-0010' } });
  });
  it('onboards commerces from CSV rows: the good ones created, each bad one with its code', async () => {
    const { store } = sandbox.context;
    const taken = store.list('commerces', { entityId: 3, range: [0, 0] }).records[0];
    const values = (code: string, extra: Record<string, string> = {}) => ({
      name: `Colmado ${code}`,
      merchantId: `MCSV${code}`,
      commerceCode: `CCSV${code}`,
      taxId: '101234567',
      categoryCode: '5411',
      street: 'Calle Duarte',
      city: 'Santiago',
      state: 'Santiago',
      phone: '+1 809 555 0100',
      ...extra,
    });
    const rows = [
      { row: 2, values: values('1') },
      { row: 3, values: values('2', { taxId: '' }) },
      { row: 4, values: values('3', { categoryCode: '54' }) },
      { row: 5, values: values('4', { merchantId: String(taken.merchantId) }) },
      { row: 6, values: values('5', { name: '' }) },
      { row: 7, values: values('6') },
    ];
    const response = await call(tokens.processor, 3, 'POST', `${COMMERCES}/create/from-file`, { body: { rows } });
    expect(response.status).toBe(200);
    const results = (
      response.json as { results: ({ id: number } | { problems: { code: string; column: string }[] })[] }
    ).results;
    expect(
      results.map((result) => ('id' in result ? 'created' : result.problems.map((p) => `${p.column}:${p.code}`))),
    ).toEqual([
      'created',
      ['taxId:PM-0035'],
      ['categoryCode:CE-0003'],
      ['merchantId:CM-0001'],
      ['name:PM-0035'],
      'created',
    ]);
    expect(
      (await call(tokens.processor, 3, 'POST', `${COMMERCES}/create/from-file`, { body: { rows: [] } })).json,
    ).toMatchObject({ Code: 'CM-0020' });
    expect(
      (await call(tokens.processor, 3, 'POST', `${COMMERCES}/create/from-file`, { body: { rows: 'x' } })).json,
    ).toMatchObject({ Code: 'CM-0026' });
    const example = await call(tokens.processor, 3, 'GET', `${COMMERCES}/csv/example`);
    expect(example.text.split('\n')[0]).toContain('name,merchantId,commerceCode,taxId');
  });
  it.each([
    ['admin9', 9],
    ['processor', 3],
    ['admin2', 2],
  ] as const)('serves %s an example file that imports as it is', async (who, entityId) => {
    const example = await call(tokens[who], entityId, 'GET', `${COMMERCES}/csv/example`);
    const [header, ...lines] = Papa.parse<string[]>(example.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const rows = lines.map((fields, index) => ({
      row: index + 2,
      values: Object.fromEntries(header.map((column, at) => [column, fields[at]])),
    }));
    const imported = await call(tokens[who], entityId, 'POST', `${COMMERCES}/create/from-file`, { body: { rows } });
    expect(imported.json).toEqual({ results: rows.map(({ row }) => ({ row, id: expect.any(Number) })) });
  });

  it('refuses branch amount ranges that are reversed or overlap, and a max amount not above the min', async () => {
    const { store } = sandbox.context;
    const commerceId = store.list('commerces', { entityId: 9, range: [0, 0] }).records[0].id;
    const branch = { name: 'Sucursal Rangos', commerceId, behaviorType: 'STANDARD', minAmount: 1, maxAmount: 1000 };
    const post = (body: Record<string, unknown>) =>
      call(tokens.admin9, 9, 'POST', '/commerce/api/commerce/branch', { body });
    expect((await post({ ...branch, maxAmount: 1 })).json).toMatchObject({
      Errors: { maxAmount: 'validation.greaterThanField' },
    });
    const overlapping = await post({
      ...branch,
      amountRanges: [
        { min: 1, max: 100 },
        { min: 100, max: 200 },
      ],
    });
    expect(overlapping.json).toMatchObject({ Errors: { 'amountRanges.1.min': 'validation.rangesOverlap' } });
    const reversed = await post({ ...branch, amountRanges: [{ min: 50, max: 50 }] });
    expect(reversed.json).toMatchObject({ Errors: { 'amountRanges.0.max': 'branchRules.rangeOrder' } });
    const created = await post({
      ...branch,
      amountRanges: [
        { min: 1, max: 100 },
        { min: 100.01, max: 200, donation: 1 },
      ],
    });
    expect(created.status).toBe(201);
  });
});
