import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE,
  REPORT_COLUMNS as columns,
  expectInertCsv,
  expectInertWorkbook,
} from '../../../resources/export/testing/inert';
import type { Json } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';
import { operationsApi } from './testWorld';

let sandbox: TestSandbox;
let api: Awaited<ReturnType<typeof operationsApi>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = await operationsApi(sandbox);
});
afterAll(() => sandbox.close());

const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

/** The entries of a zip archive, by name. */
const entriesOf = (base64: string) => unzipSync(bytesOf(base64));

describe('tag assignment', () => {
  it('assigns by filters, skipping and naming terminals that would exceed 5 tags', async () => {
    const [tag, ...others] = api.tags;
    const model = api.terminals[0].modelId;
    const ofModel = api.terminals.filter((t) => t.modelId === model);
    const full = ofModel.find((t) => !(t.tagIds as number[]).includes(Number(tag.id))) as Json;
    api.store.update('terminals', Number(full.id), { tagIds: others.slice(0, 5).map((t) => t.id) });
    const body = { tagId: tag.id, action: 'ASSIGN', filter: { modelId: [model] } };
    const preview = await api.call('POST', '/parameters/api/v1/TagAssignment/validation', { by: 'filters', ...body });
    expect(preview.json).toMatchObject({ matched: ofModel.length, skipped: [full.serialNumber] });
    const done = await api.call('POST', '/parameters/api/v1/TagAssignment/ByFilters', body);
    expect(done.json).toEqual(preview.json);
    const after = api.store.list('terminals', { entityId: 9, filter: { modelId: model }, range: [0, 999] }).records;
    after.forEach((t) => expect(t.tagIds).toContain(t.id === full.id ? Number(others[0].id) : Number(tag.id)));
    expect(api.store.get('terminals', Number(full.id))?.tagIds).not.toContain(tag.id);
  });

  it('unassigns by CSV, names unknown serials and refuses an empty filter', async () => {
    const tag = api.tags[1];
    const holder = api.terminals.find((t) => (t.tagIds as number[]).includes(Number(tag.id))) as Json;
    const body = { tagId: tag.id, action: 'UNASSIGN', serialNumbers: [holder.serialNumber, 'UNKNOWN0001'] };
    const done = await api.call('POST', '/parameters/api/v1/TagAssignment/ByCsv', body);
    expect(done.json).toMatchObject({ matched: 1, changed: 1, unknown: ['UNKNOWN0001'] });
    expect(api.store.get('terminals', Number(holder.id))?.tagIds).not.toContain(tag.id);
    const empty = await api.call('POST', '/parameters/api/v1/TagAssignment/ByFilters', { ...body, filter: {} });
    expect(empty.status).toBe(400);
  });

  it('finds a tag by name, counts its terminals and resets it only with its name', async () => {
    const tag = api.tags[2];
    const found = await api.call('GET', `/parameters/api/v1/Tag/by-name/${encodeURIComponent(String(tag.name))}`);
    expect(found.json).toMatchObject({ id: tag.id });
    expect((await api.call('GET', '/parameters/api/v1/Tag/by-name/Nada')).json).toMatchObject({ Code: 'TM-0004' });
    const { total } = (await api.call('GET', `/parameters/api/v1/Tag/${tag.id}/terminals`)).json as { total: number };
    expect(total).toBeGreaterThan(0);
    const wrong = await api.call('POST', `/parameters/api/v1/Tag/${tag.id}/reset`, { name: 'otro' });
    expect(wrong.json).toMatchObject({ Errors: { name: 'TM-0004' } });
    const reset = await api.call('POST', `/parameters/api/v1/Tag/${tag.id}/reset`, { name: tag.name });
    expect(reset.json).toEqual({ removed: total });
    expect((await api.call('GET', `/parameters/api/v1/Tag/${tag.id}/terminals`)).json).toEqual({ total: 0 });
    expect((await api.asReadonly('GET', `/parameters/api/v1/Tag/${tag.id}/terminals`)).status).toBe(403);
  });
});

describe('terminal report', () => {
  it('counts terminals by model over the filters and the chosen entities', async () => {
    const report = await api.call('POST', '/reports/api/v1/Report/terminal-report', { filter: {} });
    const { total, models } = report.json as { total: number; models: Json[] };
    expect(total).toBe(api.terminals.length);
    const first = models[0];
    expect(first.count).toBe(api.terminals.filter((t) => t.modelId === first.modelId).length);
    const wifi = await api.call('POST', '/reports/api/v1/Report/terminal-report', {
      filter: { connectionType: 'WIFI', entities: [9, 2] },
    });
    const all = api.store.list('terminals', { filter: { connectionType: 'WIFI' }, range: [0, 0] });
    const elsewhere = [3, 4, 6].map(
      (entityId) => api.store.list('terminals', { entityId, filter: { connectionType: 'WIFI' }, range: [0, 0] }).total,
    );
    expect((wifi.json as Json).total).toBe(all.total - elsewhere.reduce((a, b) => a + b, 0));
    const foreign = await api.asReadonly('POST', '/reports/api/v1/Report/terminal-report', { filter: {} });
    expect(foreign.status).toBe(403);
  });

  it('downloads a CSV and a real xlsx workbook', async () => {
    const csv = (await api.call('POST', '/reports/api/v1/Report/terminal-report/csv', { filter: {}, columns }))
      .json as Json;
    const bytes = Buffer.from(String(csv.base64), 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString().trim().split('\r\n');
    expect(lines[0]).toBe('Serie,Marca,Modelo,Comercio,Conexión,Android');
    expect(lines).toHaveLength(api.terminals.length + 1);
    const xlsx = (await api.call('POST', '/reports/api/v1/Report/terminal-report/excel', { filter: {}, columns }))
      .json as Json;
    expect(xlsx.fileName).toMatch(/\.xlsx$/);
    expect(Object.keys(entriesOf(String(xlsx.base64)))).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet2.xml']),
    );
  });

  it('writes hostile commerce names inert in the CSV and the workbook', async () => {
    const named = api.commerces.slice(0, HOSTILE.length);
    named.forEach((commerce, index) => api.store.update('commerces', Number(commerce.id), { name: HOSTILE[index] }));
    const ofNamed = api.terminals.filter((t) => named.some((c) => c.id === t.commerceId));
    const present = HOSTILE.filter((_, index) => ofNamed.some((t) => t.commerceId === named[index].id));
    expect(present.length).toBeGreaterThan(0);
    const download = async (kind: string) => {
      const file = await api.call('POST', `/reports/api/v1/Report/terminal-report/${kind}`, { filter: {}, columns });
      return String((file.json as Json).base64);
    };
    expectInertCsv(Buffer.from(await download('csv'), 'base64').toString('utf8'), present);
    expectInertWorkbook(bytesOf(await download('excel')), present);
  });
});

describe('terminal logs', () => {
  it('downloads a log file as a zip and activates logs by serial', async () => {
    const log = api.store.list('terminalLogs', { entityId: 9, range: [0, 0] }).records[0];
    const file = (await api.call('GET', `/terminal/api/v1/TerminalFilesLog/${log.id}/b64log`)).json as Json;
    expect(file.fileName).toBe(log.fileName);
    const entries = entriesOf(String(file.base64));
    const name = String(log.fileName).replace('.zip', '.log');
    expect(Object.keys(entries)).toEqual([name]);
    expect(Buffer.from(entries[name]).toString()).toContain(String(log.serialNumber));
    const serial = String(api.terminals[0].serialNumber);
    const on = await api.call('POST', `/terminal/api/v1/TerminalFilesLog/message-to-activate-logs/${serial}`, {});
    expect(on.json).toMatchObject({ serialNumber: serial, kind: 'activate-logs' });
    const unknown = await api.call('POST', '/terminal/api/v1/TerminalFilesLog/message-to-activate-logs/NOPE000001', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ Code: 'TM-0002' });
  });

  it('lists a terminal’s log files and downloads one as the zip itself, to readers of logs only', async () => {
    const [log] = api.store.list('terminalLogs', { entityId: 9, range: [0, 0] }).records;
    const get = async (user: string, url: string) =>
      sandbox.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${(await sandbox.tokenFor(user, 9)).token}`, 'entity-id': '9' },
      });
    const filter = encodeURIComponent(JSON.stringify({ serialNumber: log.serialNumber }));
    const listed = await get('readonly', `/terminal/api/v1/TerminalFilesLog/list?filter=${filter}`);
    expect(listed.headers['content-range']).toMatch(/\/\d+$/);
    const logs = listed.json<Json[]>();
    expect(logs.map((item) => item.id)).toContain(log.id);
    expect(new Set(logs.map((item) => item.serialNumber))).toEqual(new Set([log.serialNumber]));

    const file = await get('readonly', `/terminal/api/v1/TerminalFilesLog/download/${log.id}`);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${String(log.fileName)}"`);
    const name = String(log.fileName).replace('.zip', '.log');
    expect(Object.keys(unzipSync(file.rawPayload))).toEqual([name]);

    expect((await get('noperm', `/terminal/api/v1/TerminalFilesLog/download/${log.id}`)).statusCode).toBe(403);
    expect((await get('noperm', '/terminal/api/v1/TerminalFilesLog/list')).statusCode).toBe(403);
    expect((await get('readonly', '/terminal/api/v1/TerminalFilesLog/download/999999')).json()).toMatchObject({
      Code: 'GM-0010',
    });
  });
});
