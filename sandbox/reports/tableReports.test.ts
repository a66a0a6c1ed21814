import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../resources/activityRegister/export/readWorkbook';
import { REPORT_COLUMNS } from '../../resources/export/testing/inert';
import { api } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

type File = { fileName: string; contentType: string; base64: string };
const sheetsOf = (file: File) => readWorkbook(Buffer.from(file.base64, 'base64'));
const lines = (file: File) =>
  Buffer.from(file.base64, 'base64').toString('utf8').replace('\uFEFF', '').trim().split('\r\n');

/** The user, commerce and Artemis reports /Reports runs produce real files from the sandbox's data. */
describe('table reports', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let readonly: string;
  const run = (token: string, path: string, body: unknown) =>
    api(sandbox.baseUrl, `/reports/api/v1/Report/${path}`, { token, method: 'POST', body, entityId: 9 });

  beforeAll(async () => {
    sandbox = await startSandbox();
    admin = (await sandbox.tokenFor('admin', 9)).token;
    readonly = (await sandbox.tokenFor('readonly', 9)).token;
  });
  afterAll(() => sandbox.close());

  it("writes the entity's users with their role names", async () => {
    const answer = await run(admin, 'user/csv', { titles: { userName: 'Usuario', roleId: 'Rol' } });
    expect(answer.status).toBe(200);
    const [header, ...rows] = lines(answer.body as File);
    expect(header.startsWith('Usuario,')).toBe(true);
    expect(rows.find((row) => row.startsWith('admin,'))).toMatch(/,ACTIVE,/);
    expect(rows.length).toBeGreaterThan(3);
  });

  it('writes the commerces as an Excel workbook and the Artemis month as CSV', async () => {
    const commerces = (await run(admin, 'commerce/excel', { titles: { name: 'Nombre', sheet: 'Comercios' } }))
      .body as File;
    expect(commerces.fileName).toMatch(/^commerce-report-.*\.xlsx$/);
    expect(Buffer.from(commerces.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
    const period = new Date().toISOString().slice(0, 7);
    const artemis = (await run(admin, 'artemis/csv', { filter: { period }, titles: {} })).body as File;
    const [header, first] = lines(artemis);
    expect(header).toBe(
      'date,reference,commerceId,terminalSerial,type,status,amount,currency,cardBrand,authorizationCode',
    );
    if (first) expect(first.startsWith(period)).toBe(true);
  });

  it('refuses a user without the reports permission, an unknown kind and unknown titles', async () => {
    expect((await run(readonly, 'user/csv', { titles: {} })).status).toBe(403);
    expect((await run(admin, 'vouchers/csv', { titles: {} })).status).toBe(404);
    expect((await run(admin, 'user/csv', { titles: { password: 'x' } })).status).toBe(400);
  });

  it('writes the terminal kind as Report/terminal, as the terminal report writes it', async () => {
    const file = (await run(admin, 'terminal/csv', { filter: {}, columns: REPORT_COLUMNS })).body as File;
    const [header, ...rows] = lines(file);
    expect(header).toBe('Serie,Marca,Modelo,Comercio,Conexión,Android');
    const terminals = sandbox.context.store.list('terminals', { entityId: 9, range: [0, 0] }).total;
    expect(rows).toHaveLength(terminals);
    expect((await run(readonly, 'terminal/csv', { filter: {}, columns: REPORT_COLUMNS })).status).toBe(403);
  });

  it('runs a saved report by id as a workbook, with the filters it was saved with', async () => {
    const save = async (body: Record<string, unknown>) =>
      Number(
        (await api(sandbox.baseUrl, '/reports/api/v1/Report', { token: admin, method: 'POST', body, entityId: 9 })).body
          .id,
      );
    const users = await save({ name: 'Usuarios', kind: 'user' });
    const userSheets = await sheetsOf(
      (await run(admin, `${users}/excel`, { titles: { userName: 'Usuario' } })).body as File,
    );
    expect([...userSheets.values()][0][0][0]).toBe('Usuario');

    const { store } = sandbox.context;
    const [first] = store.list('terminals', { entityId: 9, range: [0, 0] }).records;
    const modelId = Number(first.modelId);
    const byModel = await save({ name: 'Un modelo', kind: 'terminal', modelIds: [modelId] });
    const answer = await run(admin, `${byModel}/excel`, { columns: REPORT_COLUMNS });
    expect((answer.body as File).fileName).toMatch(/^terminal-report-.*\.xlsx$/);
    const terminals = (await sheetsOf(answer.body as File)).get('Terminales') ?? [];
    const ofModel = store.list('terminals', { entityId: 9, filter: { modelId }, range: [0, 0] }).total;
    expect(terminals.length - 1).toBe(ofModel);
    expect(terminals.slice(1).every((row) => row[2] === String(store.get('models', modelId)?.name))).toBe(true);

    expect((await run(readonly, `${users}/excel`, { titles: {} })).status).toBe(403);
    const partner = (await sandbox.tokenFor('partner', 9)).token;
    expect((await run(partner, `${byModel}/excel`, { columns: REPORT_COLUMNS })).status).toBe(403);
    expect((await run(partner, 'terminal/csv', { filter: {}, columns: REPORT_COLUMNS })).status).toBe(403);
    expect((await run(admin, '999999/excel', { titles: {} })).status).toBe(404);
  });
});
