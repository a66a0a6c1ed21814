import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { asRecord, asRecords, callerOf, type CallOptions, type Json } from './testApi';

/** The generic rules of the engine: validation, uniqueness, references, dependents, secrets, queries. */

const TERMINALS = '/terminal/api/v1/Terminal';
const COMMERCES = '/commerce/api/Commerce';
const TAGS = '/parameters/api/v1/Tag';
const NETWORKS = '/parameters/api/v1/ConnectionParameters/wifi';

describe('resource engine rules', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let as9: (method: string, path: string, options?: CallOptions) => ReturnType<ReturnType<typeof callerOf>>;
  let as2: typeof as9;

  /** Valid references for a new terminal of an entity. */
  /** A valid new terminal like an existing one whose commerce has a group (terminals need one). */
  const terminalOf = (entityId: number, serialNumber: string): Json => {
    const { store } = sandbox.context;
    const existing = store.list('terminals', { entityId, range: [0, 999] }).records.find((t) => t.groupId);
    if (!existing) throw new Error(`No grouped terminal in entity ${entityId}`);
    return { serialNumber, commerceId: existing.commerceId, brandId: existing.brandId, modelId: existing.modelId };
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    call = callerOf(sandbox);
    const admin = await sandbox.tokenFor('admin', 9);
    const adminIn2 = await sandbox.tokenFor('admin', 2);
    as9 = (method, path, options = {}) => call(method, path, { token: admin.token, entity: 9, ...options });
    as2 = (method, path, options = {}) => call(method, path, { token: adminIn2.token, entity: 2, ...options });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses a malformed terminal with the catalogue codes and field errors', async () => {
    const bad = await as9('POST', TERMINALS, { body: { ...terminalOf(9, 'bad serial') } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ Code: 'TM-0001', Errors: { serialNumber: 'TM-0001' } });

    const longAlias = await as9('POST', TERMINALS, {
      body: { ...terminalOf(9, 'NEWSERIAL01'), alias: 'x'.repeat(151) },
    });
    expect(longAlias.status).toBe(400);
    expect(longAlias.json).toMatchObject({ Code: 'TM-0006', Errors: { alias: 'TM-0006' } });

    const missing = await as9('POST', COMMERCES, { body: { name: 'Sin datos' } });
    expect(missing.status).toBe(400);
    // The schema's own fields first; the entity variant's (phone, province...) once these pass (commerces/rules).
    expect(missing.json).toMatchObject({ Code: 'CE-0001', Errors: { merchantId: 'CE-0001' } });

    const notObject = await as9('POST', TAGS, { body: ['not', 'a', 'record'] });
    expect(notObject.status).toBe(400);
  });

  it('keeps a serial number in one entity: TM-0008 in its own, 409 TM-0010 naming the holder elsewhere', async () => {
    const taken = sandbox.context.store.list('terminals', { entityId: 9, range: [0, 0] }).records[0];
    const duplicate = await as9('POST', TERMINALS, { body: terminalOf(9, String(taken.serialNumber)) });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json).toEqual({ Code: 'TM-0008', Message: 'TM-0008', Errors: { serialNumber: 'TM-0008' } });

    const elsewhere = await as2('POST', TERMINALS, { body: terminalOf(2, String(taken.serialNumber)) });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json).toEqual({
      Code: 'TM-0010',
      Message: `${String(taken.serialNumber)} - Marketplace Operaciones`,
      Errors: { serialNumber: 'TM-0010' },
    });
    const fresh = await as2('POST', TERMINALS, { body: terminalOf(2, 'ELSEWHERE01') });
    expect(fresh.status).toBe(201);
    const movedInto = await as2('PUT', `${TERMINALS}/${asRecord(fresh.json).id}`, {
      body: { serialNumber: taken.serialNumber },
    });
    expect(movedInto.status).toBe(409);
    expect(movedInto.json).toMatchObject({ Code: 'TM-0010' });

    // Editing a terminal keeps its own serial; taking another one's is refused.
    const other = sandbox.context.store.list('terminals', { entityId: 9, range: [1, 1] }).records[0];
    expect((await as9('PUT', `${TERMINALS}/${taken.id}`, { body: { alias: 'Caja única' } })).status).toBe(200);
    const stolen = await as9('PUT', `${TERMINALS}/${other.id}`, { body: { serialNumber: taken.serialNumber } });
    expect(stolen.status).toBe(400);
    expect(stolen.json).toMatchObject({ Code: 'TM-0008' });
  });

  it('refuses references to records the entity cannot see', async () => {
    const unknown = await as9('POST', TERMINALS, { body: { ...terminalOf(9, 'REFSERIAL01'), commerceId: 999_999 } });
    expect(unknown.status).toBe(409);
    expect(unknown.json).toEqual({ Code: 'GM-0008', Message: 'commerceId-999999' });

    const foreignCommerce = sandbox.context.store.list('commerces', { entityId: 2, range: [0, 0] }).records[0];
    const foreign = await as9('POST', TERMINALS, {
      body: { ...terminalOf(9, 'REFSERIAL02'), commerceId: foreignCommerce.id },
    });
    expect(foreign.status).toBe(409);
    expect(foreign.json).toMatchObject({ Code: 'GM-0008' });

    const foreignTag = sandbox.context.store.list('tags', { entityId: 2, range: [0, 0] }).records[0];
    const tagged = await as9('POST', TERMINALS, { body: { ...terminalOf(9, 'REFSERIAL03'), tagIds: [foreignTag.id] } });
    expect(tagged.status).toBe(409);
    expect(tagged.json).toEqual({ Code: 'GM-0008', Message: `tagIds-${foreignTag.id}` });

    const created = await as9('POST', TERMINALS, { body: terminalOf(9, 'REFSERIAL04') });
    expect(created.status).toBe(201);
  });

  it('checks references inside group lists, and keeps what they point at', async () => {
    const app = await as9('POST', '/app/api/v1/Application', {
      body: { name: 'Engine app', packageName: 'com.engine.test' },
    });
    expect(app.status).toBe(201);
    const appId = Number(asRecord(app.json).id);
    const bundle = { name: 'Engine bundle', version: '1.0', apps: [{ appId: 999_999, installOrder: 1 }] };
    const refused = await as9('POST', '/app/api/v1/bundle', { body: bundle });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ Code: 'GM-0008', Message: 'appId-999999' });

    const accepted = await as9('POST', '/app/api/v1/bundle', {
      body: { ...bundle, apps: [{ appId, installOrder: 1 }] },
    });
    expect(accepted.status).toBe(201);
    // Only the bundle's group list points at the new app, and that is enough to keep it.
    const inUse = await as9('DELETE', `/app/api/v1/Application/${appId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.json).toEqual({ Code: 'GM-0006', Message: 'bundles-1' });
    expect((await as9('DELETE', `/app/api/v1/bundle/${asRecord(accepted.json).id}`)).status).toBe(200);
    expect((await as9('DELETE', `/app/api/v1/Application/${appId}`)).status).toBe(200);
  });

  it('refuses to delete records others depend on', async () => {
    const { store } = sandbox.context;
    const terminal = store.list('terminals', { entityId: 9, range: [0, 0] }).records[0];
    const commerce = await as9('DELETE', `${COMMERCES}/${terminal.commerceId}`);
    expect(commerce.status).toBe(409);
    expect(commerce.json).toMatchObject({ Code: 'GM-0006' });

    const usedTag = store.list('terminals', { entityId: 9, filter: { tagIds_inc_any: [1, 2, 3] }, range: [0, 0] })
      .records[0];
    const tagId = (usedTag.tagIds as number[])[0];
    const tag = await as9('DELETE', `${TAGS}/${tagId}`);
    expect(tag.status).toBe(409);
    expect(tag.json).toMatchObject({ Code: 'GM-0007' });
    expect(store.get('tags', tagId)).toBeDefined();
  });

  it('stores secrets but never answers them', async () => {
    const { store } = sandbox.context;
    const list = await as9('GET', NETWORKS);
    expect(list.status).toBe(200);
    asRecords(list.json).forEach((network) => expect(network).not.toHaveProperty('password'));
    expect(list.text).not.toMatch(/password/);

    const body = {
      alias: 'Red de pruebas',
      ssid: 'ENGINE',
      securityType: 'WPA2_PSK',
      password: 'S3creta-wifi',
      priority: 99,
    };
    const created = await as9('POST', NETWORKS, { body });
    expect(created.status, created.text).toBe(201);
    expect(created.json).not.toHaveProperty('password');
    const id = Number(asRecord(created.json).id);
    expect(store.get('networks', id)?.password).toBe('S3creta-wifi');

    // An edit that leaves the password out (or blank) keeps the stored one.
    const edited = await as9('PUT', `${NETWORKS}/${id}`, {
      body: { ...asRecord(created.json), ssid: 'ENGINE-2', password: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).not.toHaveProperty('password');
    expect(store.get('networks', id)).toMatchObject({ ssid: 'ENGINE-2', password: 'S3creta-wifi' });

    const one = await as9('GET', `${NETWORKS}/${id}`);
    expect(one.json).not.toHaveProperty('password');
    expect((await as9('DELETE', `${NETWORKS}/${id}`)).json).not.toHaveProperty('password');
  });

  it('ignores read-only fields and keeps what a partial body leaves out', async () => {
    const terminal = sandbox.context.store.list('terminals', { entityId: 9, range: [2, 2] }).records[0];
    const response = await as9('PUT', `${TERMINALS}/${terminal.id}`, {
      body: { batteryLevel: 1, imei: 'forged', owner: 'Nuevo dueño' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ...terminal, owner: 'Nuevo dueño' });
  });

  it('answers list headers and refuses malformed queries', async () => {
    const page = await as9('GET', `${TERMINALS}?range=[5,9]&sort=["serialNumber","ASC"]`);
    expect(page.headers.get('content-range')).toMatch(/^api\/v1\/Terminal 5-9\/\d+$/);
    expect(page.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const empty = await as9('GET', `${TERMINALS}?filter=${encodeURIComponent('{"serialNumber":"NOPE"}')}`);
    expect(empty.json).toEqual([]);
    expect(empty.headers.get('content-range')?.split('/').pop()).toBe('0');

    const unknownSort = await as9('GET', `${TERMINALS}?sort=["nothing","ASC"]`);
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.json).toMatchObject({ Code: 'GM-0005' });
    expect((await as9('GET', `${TERMINALS}?sort=["location","ASC"]`)).json).toMatchObject({ Code: 'GM-0005' });
    expect((await as9('GET', `${TERMINALS}?filter=${encodeURIComponent('{"nothing":1}')}`)).status).toBe(400);
    expect((await as9('GET', `${TERMINALS}?filter={bad`)).status).toBe(400);
    expect((await as9('GET', `${TERMINALS}?range=[9,1]`)).status).toBe(400);
    expect((await as9('GET', `${TERMINALS}?sort=["serialNumber","SIDEWAYS"]`)).status).toBe(400);
  });

  it('answers 404 for unknown ids and 405 for operations a resource does not offer', async () => {
    expect((await as9('GET', `${TERMINALS}/999999`)).json).toEqual({ Code: 'GM-0010', Message: 'GM-0010' });
    expect((await as9('GET', `${TERMINALS}/abc`)).status).toBe(404);
    expect((await as9('PUT', `${TERMINALS}/999999`, { body: {} })).status).toBe(404);
    expect((await as9('DELETE', `${TERMINALS}/999999`)).status).toBe(404);
    const post = await as9('POST', '/transactions/transactions', { body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect((await as9('DELETE', '/transactions/transactions/1')).status).toBe(405);
  });
});
