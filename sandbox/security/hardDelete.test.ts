import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../engine/testApi';
import { MAX_PAGE } from '../storage/repository';
import { tableOf } from '../storage/tables';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/**
 * A hard delete leaves nothing of a terminal's device data behind however many
 * rows it has, and both paths (the generic DELETE of the list's bulk action and the detail's
 * `hard-delete`) ask for the same permission, DELETE_TERMINAL.
 */
const ROWS = MAX_PAGE + 200;
const TERMINAL = '/terminal/api/v1/Terminal';

describe('hard delete', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  const count = (table: string, where: string, value: unknown) =>
    (
      sandbox.context.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where} = ?`).get(value) as {
        n: number;
      }
    ).n;
  const nextId = (name: string) =>
    Number(
      (sandbox.context.db.prepare(`SELECT max(id) AS id FROM ${tableOf({ name })}`).get() as { id: number | null })
        .id ?? 0,
    ) + 1;

  /** Gives a terminal more history and operation rows than one list page holds. */
  const busy = (terminalId: number, commerceId: unknown) => {
    const { store } = sandbox.context;
    const history = nextId('terminalsHistory');
    const operations = nextId('operations');
    const at = '2026-11-20T10:00:00.000Z';
    store.insertMany(
      'terminalsHistory',
      Array.from({ length: ROWS }, (_, index) => ({
        id: history + index,
        entityId: 9,
        terminalId,
        action: 'REQUEST_STATUS',
        state: 'DONE',
        requestedAt: at,
      })),
    );
    store.insertMany(
      'operations',
      Array.from({ length: ROWS }, (_, index) => ({
        id: operations + index,
        entityId: 9,
        terminalId,
        commerceId,
        date: at,
        reference: `BUSY${terminalId}-${index}`,
        type: 'SALE',
        status: 'CLOSED',
        amount: 1,
        currency: 'EUR',
      })),
    );
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('asks for DELETE_TERMINAL on both paths, and for nothing else', async () => {
    const [first, second] = sandbox.context.store.list('terminals', { entityId: 9, range: [2, 3] }).records;
    const paths = [`${TERMINAL}/${first.id}`, `${TERMINAL}/${second.id}/hard-delete`];
    const writer = (await sandbox.tokenFor('admin', 9, ['TERMINALS_WRITE_AND_READ'])).token;
    for (const path of paths) {
      const refused = await call('DELETE', path, { token: writer, entity: 9 });
      expect({ path, status: refused.status, json: refused.json }).toMatchObject({
        path,
        status: 403,
        json: { Code: 'GM-0001' },
      });
    }
    expect(sandbox.context.store.get('terminals', first.id)).toEqual(first);
    const deleter = (await sandbox.tokenFor('admin', 9, ['DELETE_TERMINAL'])).token;
    for (const path of paths)
      expect((await call('DELETE', path, { token: deleter, entity: 9 })).status, path).toBe(200);
    expect(sandbox.context.store.get('terminals', first.id)).toBeUndefined();
    expect(sandbox.context.store.get('terminals', second.id)).toBeUndefined();
  });

  it(`removes every history row and detaches every operation of terminals with over ${MAX_PAGE}`, async () => {
    const [first, second] = sandbox.context.store.list('terminals', { entityId: 9, range: [0, 1] }).records;
    const admin = (await sandbox.tokenFor('admin', 9)).token;
    const history = tableOf({ name: 'terminalsHistory' });
    const operations = tableOf({ name: 'operations' });
    for (const [terminal, path] of [
      [first, `${TERMINAL}/${first.id}`],
      [second, `${TERMINAL}/${second.id}/hard-delete`],
    ] as const) {
      busy(terminal.id, terminal.commerceId);
      expect(count(history, '"f_terminalId"', terminal.id)).toBeGreaterThan(MAX_PAGE);
      const before = count(operations, '"f_terminalId"', terminal.id);
      expect((await call('DELETE', path, { token: admin, entity: 9 })).status, path).toBe(200);
      expect(sandbox.context.store.get('terminals', terminal.id), path).toBeUndefined();
      expect(count(history, '"f_terminalId"', terminal.id), path).toBe(0);
      expect(count(operations, '"f_terminalId"', terminal.id), path).toBe(0);
      expect(count(operations, '"f_terminalSerial"', terminal.serialNumber), path).toBe(before);
    }
  });
});
