import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineSince } from '../../../resources/terminals/schema';
import { callerOf, simpleRestOf, type Json } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

type Row = { id: number } & Json;
const TERMINALS = 'api/v1/Terminal';

describe('terminal list endpoints', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let admin: string;
  const stored = (entity = 9): Row[] =>
    (
      sandbox.context.db.prepare('SELECT id, data FROM r_terminals WHERE entity_id = ? ORDER BY id').all(entity) as {
        id: number;
        data: string;
      }[]
    ).map((row) => ({ id: row.id, ...(JSON.parse(row.data) as Json) }));
  const setConnection = (id: number, iso: string | null) =>
    sandbox.context.store.update('terminals', id, { lastConnectionDate: iso });
  /** A token of the admin with other permissions (the personas do not cover every mix). */
  const tokenWith = async (permissions: string[]) => (await sandbox.tokenFor('admin', 9, permissions)).token;

  beforeAll(async () => {
    sandbox = await startSandbox();
    call = callerOf(sandbox);
    admin = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('filters online and offline terminals with the window of the entity configuration', async () => {
    const [a, b, c, d] = stored();
    const now = Date.now();
    setConnection(a.id, new Date(now - 2 * 60_000).toISOString());
    setConnection(b.id, new Date(now - 30 * 60_000).toISOString());
    setConnection(c.id, null);
    setConnection(d.id, new Date(now - 9 * 60_000).toISOString());
    const terminal = simpleRestOf(sandbox, 'terminal', admin, 9);
    const list = (online: boolean) =>
      terminal.getList(TERMINALS, {
        pagination: { page: 1, perPage: 5000 },
        sort: { field: 'id', order: 'ASC' },
        filter: { online },
      });
    const since = onlineSince(Date.now(), 10);
    const expectedOnline = stored().filter(
      (t) => typeof t.lastConnectionDate === 'string' && t.lastConnectionDate >= since,
    );
    const online = await list(true);
    const offline = await list(false);
    expect(online.data.map((t) => t.id)).toEqual(expectedOnline.map((t) => t.id));
    expect(online.data.map((t) => t.id)).toEqual(expect.arrayContaining([a.id, d.id]));
    expect(offline.data.map((t) => t.id)).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(Number(online.total) + Number(offline.total)).toBe(stored().length);

    // A 5-minute window in the entity configuration turns the 9-minute-old terminal offline.
    sandbox.context.db
      .prepare("UPDATE entity_config SET value = '5' WHERE entity_id = 9 AND key = 'TERMINAL_ONLINE_MINUTES'")
      .run();
    const narrower = await list(true);
    expect(narrower.data.map((t) => t.id)).toContain(a.id);
    expect(narrower.data.map((t) => t.id)).not.toContain(d.id);
    sandbox.context.db
      .prepare("UPDATE entity_config SET value = '10' WHERE entity_id = 9 AND key = 'TERMINAL_ONLINE_MINUTES'")
      .run();
  });

  it('combines the online filter with others and counts a terminal without the flag as not deleted', async () => {
    const [first] = stored();
    const brandId = Number(first.brandId);
    const since = onlineSince(Date.now(), 10);
    const { json } = await call(
      'GET',
      `/terminal/${TERMINALS}?range=[0,4999]&filter=${encodeURIComponent(JSON.stringify({ online: true, brandId, deleted: false }))}`,
      { token: admin, entity: 9 },
    );
    const expected = stored().filter(
      (t) =>
        t.brandId === brandId &&
        !t.deleted &&
        typeof t.lastConnectionDate === 'string' &&
        t.lastConnectionDate >= since,
    );
    expect((json as Row[]).map((t) => t.id).sort((x, y) => x - y)).toEqual(expected.map((t) => t.id));
  });

  it('assigns tags, skipping terminals that would pass five and reporting each one', async () => {
    const [full, partial, , , other] = stored();
    const tagIds = sandbox.context.store.list('tags', { entityId: 9, range: [0, 9] }).records.map((t) => t.id);
    sandbox.context.store.update('terminals', full.id, { tagIds: tagIds.slice(0, 5) });
    sandbox.context.store.update('terminals', partial.id, { tagIds: [tagIds[0]] });
    const foreign = stored(2)[0];
    const { status, json } = await call('POST', '/parameters/api/v1/TagAssignment', {
      token: admin,
      entity: 9,
      body: { terminalIds: [full.id, partial.id, foreign.id, other.id], tagIds: [tagIds[6], tagIds[7]] },
    });
    expect(status).toBe(200);
    const results = (json as { results: { terminalId: number; outcome: string }[] }).results;
    expect(results.map((r) => [r.terminalId, r.outcome])).toEqual([
      [full.id, 'LIMIT_EXCEEDED'],
      [partial.id, 'ASSIGNED'],
      [foreign.id, 'NOT_FOUND'],
      [other.id, expect.stringMatching(/ASSIGNED|LIMIT_EXCEEDED/)],
    ]);
    const after = new Map(stored().map((t) => [t.id, t]));
    expect(after.get(full.id)?.tagIds).toEqual(tagIds.slice(0, 5));
    expect(after.get(partial.id)?.tagIds).toEqual([tagIds[0], tagIds[6], tagIds[7]]);
    const tagged = await call(
      'GET',
      `/terminal/${TERMINALS}?range=[0,4999]&filter=${encodeURIComponent(JSON.stringify({ tagIds_inc_any: [tagIds[6]] }))}`,
      { token: admin, entity: 9 },
    );
    expect((tagged.json as Row[]).map((t) => t.id)).toContain(partial.id);
  });

  it('refuses a tag assignment without terminals, with unknown tags or without the tags permission', async () => {
    const [terminal] = stored();
    const post = (body: unknown, token = admin) =>
      call('POST', '/parameters/api/v1/TagAssignment', { token, entity: 9, body });
    expect((await post({ terminalIds: [], tagIds: [1] })).json).toMatchObject({ Code: 'TM-0007' });
    const foreignTag = sandbox.context.store.list('tags', { entityId: 2, range: [0, 0] }).records[0].id;
    expect((await post({ terminalIds: [terminal.id], tagIds: [foreignTag] })).json).toMatchObject({ Code: 'TM-0004' });
    expect((await post({ terminalIds: [terminal.id], tagIds: [1, 2, 3, 4, 5, 6] })).json).toMatchObject({
      Code: 'TM-0003',
    });
    expect((await post({ terminalIds: ['x'], tagIds: [1] })).status).toBe(400);
    const readonly = (await sandbox.tokenFor('readonly', 9)).token;
    expect((await post({ terminalIds: [terminal.id], tagIds: [1] }, readonly)).status).toBe(403);
  });

  it('soft deletes terminals of the entity only, and the deleted filter finds them', async () => {
    const [one, two] = stored();
    const foreign = stored(2)[0];
    const { json } = await call('POST', `/terminal/${TERMINALS}/SoftDelete`, {
      token: admin,
      entity: 9,
      body: { terminalIds: [one.id, two.id, foreign.id] },
    });
    expect(json).toEqual({ deleted: [one.id, two.id] });
    expect(stored(2)[0].deleted).toBe(false);
    const list = async (deleted: boolean) =>
      (
        (
          await call(
            'GET',
            `/terminal/${TERMINALS}?range=[0,4999]&filter=${encodeURIComponent(JSON.stringify({ deleted }))}`,
            { token: admin, entity: 9 },
          )
        ).json as Row[]
      ).map((t) => t.id);
    expect(await list(true)).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(await list(false)).not.toContain(one.id);
    const readonly = (await sandbox.tokenFor('readonly', 9)).token;
    const refused = await call('POST', `/terminal/${TERMINALS}/SoftDelete`, {
      token: readonly,
      entity: 9,
      body: { terminalIds: [one.id] },
    });
    expect(refused.status).toBe(403);
  });

  it('hard deletes only with DELETE_TERMINAL, a seeded terminal with operations included', async () => {
    const { store } = sandbox.context;
    const target = stored().find((t) => store.list('operations', { filter: { terminalId: t.id } }).total > 0) as Row;
    const operations = () => store.list('operations', { filter: { terminalId: target.id } }).total;
    const before = operations();
    const writer = await tokenWith(['TERMINALS_WRITE_AND_READ']);
    expect((await call('DELETE', `/terminal/${TERMINALS}/${target.id}`, { token: writer, entity: 9 })).status).toBe(
      403,
    );
    expect(sandbox.context.store.get('terminals', target.id)).toBeDefined();
    // The refusal came before anything was released.
    expect(operations()).toBe(before);
    const deleter = await tokenWith(['TERMINALS_WRITE_AND_READ', 'DELETE_TERMINAL']);
    expect((await call('DELETE', `/terminal/${TERMINALS}/${target.id}`, { token: deleter, entity: 9 })).status).toBe(
      200,
    );
    expect(sandbox.context.store.get('terminals', target.id)).toBeUndefined();
    expect(operations()).toBe(0);
  });
});

describe('brands and models', { timeout: 30_000 }, () => {
  it('are written by the operator entity only; other entities read them', async () => {
    const sandbox = await startSandbox({ terminals: 20 });
    try {
      const call = callerOf(sandbox);
      const operator = (await sandbox.tokenFor('admin', 9)).token;
      const other = (await sandbox.tokenFor('admin', 2)).token;
      const brand = { name: 'Urovo' };
      const refused = await call('POST', '/terminal/api/v1/TerminalBrand', { token: other, entity: 2, body: brand });
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ Code: 'GM-0002' });
      const edit = await call('PUT', '/terminal/api/v1/TerminalModel/1', {
        token: other,
        entity: 2,
        body: { name: 'X1' },
      });
      expect(edit.status).toBe(403);
      expect((await call('GET', '/terminal/api/v1/TerminalModel/1', { token: other, entity: 2 })).status).toBe(200);
      const created = await call('POST', '/terminal/api/v1/TerminalBrand', { token: operator, entity: 9, body: brand });
      expect(created.status).toBe(201);
      const id = (created.json as { id: number }).id;
      expect((await call('DELETE', `/terminal/api/v1/TerminalBrand/${id}`, { token: other, entity: 2 })).status).toBe(
        403,
      );
      expect(
        (await call('DELETE', `/terminal/api/v1/TerminalBrand/${id}`, { token: operator, entity: 9 })).status,
      ).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
