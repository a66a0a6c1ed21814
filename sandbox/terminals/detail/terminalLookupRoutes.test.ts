import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, asRecords, callerOf } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const TERMINAL = '/terminal/api/v1/Terminal';

describe('terminal lookups and parameters on the terminal service', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
    admin = (await sandbox.tokenFor('admin', 9)).token;
    reader = (await sandbox.tokenFor('admin', 9, ['TERMINALS_READ'])).token;
  });
  afterAll(async () => sandbox?.close());

  it('tells whether a serial exists and answers a terminal with its online state', async () => {
    const [terminal] = asRecords((await call('GET', TERMINAL, { token: admin, entity: 9 })).json);
    const exists = (serial: string) => call('GET', `${TERMINAL}/exists/${serial}`, { token: reader, entity: 9 });
    expect((await exists(String(terminal.serialNumber))).json).toEqual({ exists: true });
    expect((await exists('NO-SUCH-SERIAL')).json).toEqual({ exists: false });
    // Another entity's terminal does not exist for this one.
    expect(
      (
        await call('GET', `${TERMINAL}/exists/${String(terminal.serialNumber)}`, {
          token: (await sandbox.tokenFor('admin', 2)).token,
          entity: 2,
        })
      ).json,
    ).toEqual({ exists: false });

    const info = asRecord(
      (await call('GET', `${TERMINAL}/${String(terminal.id)}/Info`, { token: reader, entity: 9 })).json,
    );
    expect(info).toMatchObject({ id: terminal.id, serialNumber: terminal.serialNumber });
    expect(typeof info.online).toBe('boolean');
    expect((await call('GET', `${TERMINAL}/999999/Info`, { token: reader, entity: 9 })).status).toBe(404);
  });

  it('sets an alias with the write permission and the alias rule', async () => {
    const [, terminal] = asRecords((await call('GET', TERMINAL, { token: admin, entity: 9 })).json);
    const setAlias = (token: string, alias: string) =>
      call('POST', `${TERMINAL}/set-alias`, { token, entity: 9, body: { terminalId: terminal.id, alias } });
    expect((await setAlias(reader, 'Caja 1')).status).toBe(403);
    const renamed = await setAlias(admin, 'Caja 1');
    expect(renamed.status).toBe(200);
    const stored = await call('GET', `${TERMINAL}/${String(terminal.id)}`, { token: admin, entity: 9 });
    expect(asRecord(stored.json).alias).toBe('Caja 1');
    expect((await setAlias(admin, 'x'.repeat(200))).json).toMatchObject({ Errors: { alias: 'TM-0006' } });
  });

  it('answers by id and by serial number what the parameters service answers, under its permission', async () => {
    const [terminal] = asRecords((await call('GET', TERMINAL, { token: admin, entity: 9 })).json);
    const collection = await call('GET', `/parameters/api/v1/TerminalParameterCollection/${String(terminal.id)}`, {
      token: admin,
      entity: 9,
    });
    expect(collection.status).toBe(200);
    const byId = await call('GET', `${TERMINAL}/${String(terminal.id)}/parameters`, { token: admin, entity: 9 });
    expect(byId.json).toEqual(collection.json);
    const bySerial = await call('GET', `${TERMINAL}/Params/${String(terminal.serialNumber)}`, {
      token: admin,
      entity: 9,
    });
    expect(bySerial.json).toEqual(collection.json);

    expect((await call('GET', `${TERMINAL}/Params/NO-SUCH-SERIAL`, { token: admin, entity: 9 })).status).toBe(404);
    expect((await call('GET', `${TERMINAL}/999999/parameters`, { token: admin, entity: 9 })).status).toBe(404);
    const refused = await call('GET', `${TERMINAL}/${String(terminal.id)}/parameters`, { token: reader, entity: 9 });
    expect(refused.status).toBe(403);
  });

  it('answers the general settings the entity configured', async () => {
    const general = await call('GET', '/parameters/api/configuration/general', { token: admin, entity: 9 });
    const settings = await call('GET', `${TERMINAL}/general-settings`, { token: reader, entity: 9 });
    expect(settings.status).toBe(200);
    expect(asRecord(settings.json)).toEqual(general.json);
    const none = (await sandbox.tokenFor('admin', 9, ['COMMERCE_READ'])).token;
    expect((await call('GET', `${TERMINAL}/general-settings`, { token: none, entity: 9 })).status).toBe(403);
  });
});
