import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { asRecord, asRecords, callerOf, type CallOptions } from '../engine/testApi';

/** Starting a sandbox seeds a world: seconds on two busy cores. */
const START_TIMEOUT = 60_000;
const SUBSIDIES = '/parameters/api/v1/Subsidies';

describe('subsidies JSON import and export in the sandbox', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let as: (method: string, path: string, options?: CallOptions) => ReturnType<ReturnType<typeof callerOf>>;
  let asReadonly: typeof as;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const call = callerOf(sandbox);
    const admin = await sandbox.tokenFor('admin', 3);
    const readonly = await sandbox.tokenFor('readonly', 9);
    as = (method, path, options = {}) => call(method, path, { token: admin.token, entity: 3, ...options });
    asReadonly = (method, path, options = {}) => call(method, path, { token: readonly.token, entity: 9, ...options });
  }, START_TIMEOUT);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('exports the entity subsidies by index, the shape the import reads', async () => {
    const exported = asRecords((await as('GET', `${SUBSIDIES}/json/export`)).json);
    expect(exported[0]).toEqual({ index: 0, name: 'Aliméntate', label: 'ALIMENTATE' });
    expect(exported.map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('saves nothing from a file with one bad entry, and says which', async () => {
    const file = [
      { index: 0, name: 'Aliméntate', label: 'ALIMENTATE RD' },
      { index: 40, name: 'Nuevo', label: '' },
      { index: 41, name: 'Otro', label: 'OTRO' },
      { index: 41, name: 'Repetido', label: 'REP' },
      { index: -1, name: 'Negativo', label: 'NEG' },
    ];
    const refused = await as('POST', `${SUBSIDIES}/json/import`, { body: file });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      Code: 'GM-0013',
      Message: 'GM-0013',
      Errors: {
        '1.label': 'CE-0001',
        '3.index': 'reference.subsidies.import.repeatedIndex',
        '4.index': 'validation.minValue',
      },
    });
    const after = asRecords((await as('GET', `${SUBSIDIES}/json/export`)).json);
    expect(after).toHaveLength(6);
    expect(after[0].label).toBe('ALIMENTATE');
  });

  it('previews without saving, then adds and changes in one go', async () => {
    const file = [
      { index: 0, name: 'Aliméntate', label: 'ALIMENTATE RD' },
      { index: 1, name: 'Bono Gas Hogar', label: 'BONOGAS HOGAR' },
      { index: 50, name: 'Bono Navideño', label: 'BONO NAVIDAD' },
    ];
    const preview = await as('POST', `${SUBSIDIES}/json/import?dryRun=true`, { body: file });
    expect(preview.status).toBe(200);
    expect(asRecord(preview.json).added).toEqual([{ index: 50, name: 'Bono Navideño', label: 'BONO NAVIDAD' }]);
    expect(asRecord(preview.json).unchanged).toBe(1);
    expect(asRecords((await as('GET', `${SUBSIDIES}/json/export`)).json)).toHaveLength(6);
    const saved = await as('POST', `${SUBSIDIES}/json/import`, { body: file });
    expect(asRecords(asRecord(saved.json).changed)[0].after).toEqual(file[0]);
    const after = asRecords((await as('GET', `${SUBSIDIES}/json/export`)).json);
    expect(after).toHaveLength(7);
    expect(after[0].label).toBe('ALIMENTATE RD');
  });

  it('refuses what is not a list, and readers may export but not import', async () => {
    const notList = await as('POST', `${SUBSIDIES}/json/import`, { body: { index: 1 } });
    expect(asRecord(notList.json).Errors).toEqual({ root: 'reference.subsidies.import.notAList' });
    expect((await asReadonly('GET', `${SUBSIDIES}/json/export`)).status).toBe(200);
    expect((await asReadonly('POST', `${SUBSIDIES}/json/import`, { body: [] })).status).toBe(403);
  });
});
