import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEntries, type ChainHead, type ChainedEntry } from '../../resources/activityRegister/chain';
import { api, tokenCall } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const TAGS = '/parameters/api/v1/Tag';
const REGISTER = '/reports/api/v1/action-registry';

describe('the activity register written by the services', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let readonly: string;
  const call = (path: string, token: string, method = 'GET', body?: unknown) =>
    api(sandbox.baseUrl, path, { token, method, body });
  const headOf = async (token: string) => (await call(`${REGISTER}/chain-head`, token)).body as unknown as ChainHead;
  const entriesOf = async (token: string) =>
    (await call(`${REGISTER}/history?sort=["sequence","ASC"]&range=[0,4999]`, token)).list as ChainedEntry[];
  const since = async (token: string, sequence: number) =>
    (await entriesOf(token)).filter((entry) => Number(entry.sequence) > sequence);

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 50 });
    admin = (await sandbox.tokenFor('admin', 9)).token;
    readonly = (await sandbox.tokenFor('readonly', 9)).token;
  }, 60_000);
  afterAll(() => sandbox.close());

  it('chains the seeded history and reports its head', async () => {
    const head = await headOf(admin);
    expect(head.sequence).toBeGreaterThan(30);
    expect(await verifyEntries(await entriesOf(admin), head)).toMatchObject({ ok: true, entries: head.sequence });
  });

  it('registers each write with who, what, the changed fields and the outcome, refusals included', async () => {
    const start = (await headOf(admin)).sequence;
    const created = await call(TAGS, admin, 'POST', { name: 'Register probe', description: 'first' });
    const id = Number(created.body.id);
    await call(`${TAGS}/${id}`, admin, 'PUT', { description: 'second' });
    expect((await call(`${TAGS}/${id}`, readonly, 'DELETE')).status).toBe(403);
    await call(`${TAGS}/${id}`, admin, 'DELETE');
    const entries = await since(admin, start);
    expect(
      entries.map(({ userName, action, objectType, objectId, outcome }) => [
        userName,
        action,
        objectType,
        objectId,
        outcome,
      ]),
    ).toEqual([
      ['admin', 'CREATE', 'tags', String(id), 'SUCCESS'],
      ['admin', 'UPDATE', 'tags', String(id), 'SUCCESS'],
      ['readonly', 'DELETE', 'tags', String(id), 'REFUSED'],
      ['admin', 'DELETE', 'tags', String(id), 'SUCCESS'],
    ]);
    expect(JSON.parse(String(entries[1].changes))).toEqual({ description: ['first', 'second'] });
    expect(entries[2].detail).toMatch(/^DELETE \/parameters\/api\/v1\/Tag\/:id 403/);
    expect(JSON.parse(String(entries[3].changes))).toMatchObject({ name: ['Register probe', null] });
    expect(entries.every((entry) => entry.userId !== null && typeof entry.date === 'string')).toBe(true);
  });

  it('registers sign-ins, failures, the lockout and the unlock in the user’s entity', async () => {
    // The lockout ends the acquirer's sessions: entity 4's register is read as the admin.
    const acquirer = (await sandbox.tokenFor('admin', 4)).token;
    const start = (await headOf(acquirer)).sequence;
    expect((await tokenCall(sandbox.baseUrl, { userName: 'acquirer', password: 'Acquirer#2026' })).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await tokenCall(sandbox.baseUrl, { userName: 'acquirer', password: 'wrong' });
    const actions = (await since(acquirer, start)).map((entry) => [entry.userName, entry.action, entry.outcome]);
    expect(actions).toEqual([
      ['acquirer', 'LOGIN', 'SUCCESS'],
      ...Array.from({ length: 5 }, () => ['acquirer', 'LOGIN_FAILED', 'REFUSED']),
      ['acquirer', 'LOCKOUT', 'SUCCESS'],
    ]);
    const locked = (await since(acquirer, start)).at(-1);
    expect((await call(`/identity/api/v1/User/${String(locked?.objectId)}/unblock`, acquirer, 'POST')).status).toBe(
      200,
    );
    const unlock = (await since(acquirer, Number(locked?.sequence))).map((entry) => [
      entry.userName,
      entry.action,
      entry.objectType,
      entry.objectId,
    ]);
    expect(unlock).toEqual([['admin', 'UNLOCK', 'users', locked?.objectId]]);
  });

  it('registers a hard delete as one, on the terminal', async () => {
    const [terminal] = (await call('/terminal/api/v1/Terminal?range=[0,0]', admin)).list as { id: number }[];
    const start = (await headOf(admin)).sequence;
    await call(`/terminal/api/v1/Terminal/${terminal.id}/soft-delete`, admin, 'POST');
    expect((await call(`/terminal/api/v1/Terminal/${terminal.id}/hard-delete`, admin, 'DELETE')).status).toBe(200);
    const entries = await since(admin, start);
    expect(entries.at(-1)).toMatchObject({ action: 'HARD_DELETE', objectId: String(terminal.id), outcome: 'SUCCESS' });
    expect(entries.at(-1)?.objectType).toBe('terminals');
  });

  it('verifies an export after the writes, and finds a removed, an edited or a cut entry', async () => {
    const head = await headOf(admin);
    const entries = await entriesOf(admin);
    expect(await verifyEntries(entries, head)).toMatchObject({ ok: true, entries: entries.length });
    const middle = Math.floor(entries.length / 2);
    const removed = entries.filter((_, index) => index !== middle);
    expect(await verifyEntries(removed, head)).toEqual({ ok: false, reason: 'missing', sequence: middle + 1 });
    const edited = entries.map((entry, index) => (index === middle ? { ...entry, userName: 'mallory' } : entry));
    expect(await verifyEntries(edited, head)).toEqual({ ok: false, reason: 'edited', sequence: middle + 1 });
    expect(await verifyEntries(entries.slice(0, -1), head)).toEqual({ ok: false, reason: 'head' });
  });
});
