import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caKeyHash } from '../../resources/profiles/emv/caKeyHash';
import type { CaKey, EmvConfiguration } from '../../resources/profiles/emv/emvShapes';
import type { ParameterProposal } from '../../resources/profiles/approvals/proposals';
import type { UpdateImpact, UpdateRow } from '../../resources/profiles/parameterUpdate/updateShapes';
import { callerOf, type Json } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

let sandbox: TestSandbox;
let call: ReturnType<typeof callerOf>;
let tokens: Record<'admin' | 'readonly' | 'operator', string>;
let profileId: number;

beforeAll(async () => {
  sandbox = await startSandbox({ actionDelayMs: 0 });
  call = callerOf(sandbox);
  tokens = {
    admin: (await sandbox.tokenFor('admin', 9)).token,
    readonly: (await sandbox.tokenFor('readonly', 9)).token,
    // Another user of entity 9 who may change profiles but not approve.
    operator: (await sandbox.tokenFor('msanchez', 9, ['PROFILE_CONFIGURATION_WRITE_AND_READ'])).token,
  };
  profileId = sandbox.context.store.list('profiles', { entityId: 9, range: [0, 0] }).records[0].id;
});
afterAll(() => sandbox.close());

/** The administrator's own account under another name, as after renaming itself. */
const renamedAdmin = async (userName: string) => {
  const { userId, permissions } = await sandbox.tokenFor('admin', 9);
  const family = sandbox.context.tokens.startFamily(userId, 9);
  const subject = { UserId: userId, UserName: userName, FirstName: 'Ana', LastName: 'Administradora' };
  return (await sandbox.context.tokens.issueAccessToken({ ...subject, Permissions: permissions }, family)).token;
};

const as = (who: keyof typeof tokens) => (method: string, path: string, body?: unknown) =>
  call(method, path, { token: tokens[who], entity: 9, body });
const emvPath = () => `/terminal/api/v1/Profile/${profileId}/EmvConfiguration`;

describe('EMV configuration and four eyes', () => {
  it('serves a profile its seeded applications and CA keys, to readers', async () => {
    const answer = await as('readonly')('GET', emvPath());
    expect(answer.status).toBe(200);
    const config = answer.json as EmvConfiguration;
    expect(config.applications.map((app) => app.aid)).toContain('A0000000031010');
    config.caKeys.forEach((key) => expect(caKeyHash(key)).toBe(key.hash));
    expect((await as('readonly')('POST', `${emvPath()}/proposals`, { section: 'CA_KEYS', items: [] })).status).toBe(
      403,
    );
  });

  it('refuses a CA key whose hash does not match, with the field that failed', async () => {
    const { caKeys } = (await as('admin')('GET', emvPath())).json as EmvConfiguration;
    const changed: CaKey = { ...caKeys[0], expiry: '2031-06-30', hash: '0'.repeat(40) };
    const answer = await as('operator')('POST', `${emvPath()}/proposals`, {
      section: 'CA_KEYS',
      items: [changed, ...caKeys.slice(1)],
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ Errors: { 'items.0.hash': 'profilesEmv.validation.hashMismatch' } });
    const badAid = await as('operator')('POST', `${emvPath()}/proposals`, {
      section: 'EMV_APPLICATIONS',
      items: [{ ...((await as('admin')('GET', emvPath())).json as EmvConfiguration).applications[0], tacDenial: '00' }],
    });
    expect(badAid.json).toMatchObject({ Errors: { 'items.0.tacDenial': 'profilesEmv.validation.bytes.5' } });
  });

  it('stores a proposal with its diff; the proposer cannot approve it, an approver applies it once', async () => {
    const before = (await as('admin')('GET', emvPath())).json as EmvConfiguration;
    const edited = { ...before.caKeys[1], modulus: `${before.caKeys[1].modulus.slice(0, -2)}FF` };
    const items = [before.caKeys[0], { ...edited, hash: caKeyHash(edited) }, ...before.caKeys.slice(2)];
    const proposed = await as('admin')('POST', `${emvPath()}/proposals`, { section: 'CA_KEYS', items });
    expect(proposed.status).toBe(201);
    const proposal = proposed.json as ParameterProposal;
    expect(proposal).toMatchObject({
      status: 'PENDING',
      proposedBy: 'admin',
      diff: [{ key: `${edited.rid}/${edited.index}`, kind: 'CHANGED' }],
    });
    expect(proposal.diff[0].changes.map((change) => change.field)).toEqual(['modulus', 'hash']);
    expect(((await as('admin')('GET', emvPath())).json as EmvConfiguration).caKeys).toEqual(before.caKeys);

    const own = await as('admin')('POST', `/terminal/api/v1/ParameterChangeProposal/${proposal.id}/approve`);
    expect(own.status).toBe(409);
    expect(own.json).toMatchObject({ Errors: { proposal: 'profilesEmv.proposals.refused.OWN_PROPOSAL' } });
    const renamed = await renamedAdmin('a-new-name');
    const ownRenamed = await call('POST', `/terminal/api/v1/ParameterChangeProposal/${proposal.id}/approve`, {
      token: renamed,
      entity: 9,
    });
    expect(ownRenamed.json).toMatchObject({ Errors: { proposal: 'profilesEmv.proposals.refused.OWN_PROPOSAL' } });
    const unentitled = await as('operator')('POST', `/terminal/api/v1/ParameterChangeProposal/${proposal.id}/approve`);
    expect(unentitled.status).toBe(403);

    const approver = (await sandbox.tokenFor('msanchez', 9, ['PROFILE_CONFIGURATION_READ', 'PARAMETER_CHANGE_APPROVE']))
      .token;
    const approved = await call('POST', `/terminal/api/v1/ParameterChangeProposal/${proposal.id}/approve`, {
      token: approver,
      entity: 9,
    });
    expect(approved.json).toMatchObject({ status: 'APPROVED', decidedBy: 'msanchez', proposedBy: 'admin' });
    expect(((await as('admin')('GET', emvPath())).json as EmvConfiguration).caKeys[1].hash).toBe(caKeyHash(edited));
    const twice = await call('POST', `/terminal/api/v1/ParameterChangeProposal/${proposal.id}/reject`, {
      token: approver,
      entity: 9,
    });
    expect(twice.json).toMatchObject({ Errors: { proposal: 'profilesEmv.proposals.refused.ALREADY_DECIDED' } });
    const history = (await as('readonly')('GET', '/terminal/api/v1/ParameterChangeProposal?status=APPROVED'))
      .json as Json[];
    expect(history[0]).toMatchObject({ id: proposal.id, decidedBy: 'msanchez' });
  });

  it('refuses to approve a proposal made against values that changed since', async () => {
    const config = (await as('admin')('GET', emvPath())).json as EmvConfiguration;
    const first = (
      await as('operator')('POST', `${emvPath()}/proposals`, {
        section: 'EMV_APPLICATIONS',
        items: config.applications.slice(1),
      })
    ).json as ParameterProposal;
    const second = (
      await as('operator')('POST', `${emvPath()}/proposals`, {
        section: 'EMV_APPLICATIONS',
        items: config.applications.slice(2),
      })
    ).json as ParameterProposal;
    expect((await as('admin')('POST', `/terminal/api/v1/ParameterChangeProposal/${first.id}/approve`)).status).toBe(
      200,
    );
    const stale = await as('admin')('POST', `/terminal/api/v1/ParameterChangeProposal/${second.id}/approve`);
    expect(stale.json).toMatchObject({ Errors: { proposal: 'profilesEmv.proposals.refused.STALE' } });
    expect(
      (await as('admin')('POST', `/terminal/api/v1/ParameterChangeProposal/${second.id}/reject`)).json,
    ).toMatchObject({ status: 'REJECTED' });
  });

  it('lists every CA key of the entity by expiry, expired first', async () => {
    const keys = (await as('readonly')('GET', '/terminal/api/v1/ProfileApplication/Certificate')).json as (CaKey & {
      profileName: string;
    })[];
    const profiles = sandbox.context.store.list('profiles', { entityId: 9, range: [0, 99] }).total;
    expect(keys).toHaveLength(profiles * 4);
    const today = new Date().toISOString().slice(0, 10);
    expect(keys[0].expiry < today).toBe(true);
    expect(String(keys.at(-1)?.expiry) > today).toBe(true);
  });
});

describe('parameter push', () => {
  it('tells the impact, pushes to the reached terminals and settles each: low battery fails, retry pushes again', async () => {
    const { store } = sandbox.context;
    const groupId = store.list('groups', { entityId: 9, range: [0, 0] }).records[0].id;
    const pinPads = new Set(
      store
        .list('models', { range: [0, 99] })
        .records.filter((m) => m.deviceType === 'PIN_PAD')
        .map((m) => m.id),
    );
    const picked = (store.list('terminals', { entityId: 9, range: [0, 199] }).records as Json[])
      .filter((t) => !t.deleted && !pinPads.has(Number(t.modelId)))
      .slice(0, 3);
    const connected = new Date().toISOString();
    picked.forEach((t, i) =>
      store.update('terminals', Number(t.id), {
        groupId,
        batteryLevel: i === 0 ? 10 : 80,
        lastConnectionDate: connected,
      }),
    );
    const members = store.list('terminals', { entityId: 9, filter: { groupId }, range: [0, 999] }).records;
    const target = { kind: 'group', id: groupId };
    const impact = (await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/impact', { target }))
      .json as UpdateImpact;
    expect(impact.total + impact.deactivated + impact.unsupported.reduce((n, m) => n + m.terminals, 0)).toBe(
      members.length,
    );
    const sent = (await as('admin')('POST', '/terminal/api/v1/ParameterUpdate', { target })).json as {
      rows: UpdateRow[];
    };
    expect(sent.rows).toHaveLength(impact.total);
    const states = (
      await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/states', {
        actionIds: sent.rows.map((r) => r.actionId),
      })
    ).json as UpdateRow[];
    const online = new Set(picked.map((t) => Number(t.id)));
    const failed = states.filter((row) => row.state === 'FAILED');
    // The seeded world's clock is days behind: every other member is offline and waits for it.
    expect(states.filter((row) => !online.has(row.terminalId)).every((row) => row.state === 'WAITING')).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row) => row.reason === 'LOW_BATTERY')).toBe(true);
    expect(states.some((row) => row.state === 'DONE')).toBe(true);
    const retry = await as('admin')('POST', '/terminal/api/v1/ParameterUpdate', {
      target: { kind: 'serials', serialNumbers: failed.map((r) => r.serialNumber) },
    });
    expect((retry.json as { rows: UpdateRow[] }).rows.map((r) => r.serialNumber).sort()).toEqual(
      failed.map((r) => r.serialNumber).sort(),
    );
  });

  it('keeps a push to an offline terminal waiting until it connects; cancels or expires the waiting ones', async () => {
    const { store } = sandbox.context;
    const pinPads = new Set(
      store
        .list('models', { range: [0, 99] })
        .records.filter((m) => m.deviceType === 'PIN_PAD')
        .map((m) => m.id),
    );
    const [first, second, third] = store
      .list('terminals', { entityId: 9, range: [0, 199] })
      .records.filter((t) => !t.deleted && !pinPads.has(Number(t.modelId)))
      .slice(-3);
    [first, second, third].forEach((t) => store.update('terminals', t.id, { batteryLevel: 80 }));
    const push = async (terminal: Json, expiryDays?: number) => {
      const target = { kind: 'serials', serialNumbers: [String(terminal.serialNumber)] };
      const sent = await as('admin')('POST', '/terminal/api/v1/ParameterUpdate', { target, expiryDays });
      return (sent.json as { rows: UpdateRow[] }).rows[0];
    };
    const stateOf = async (row: UpdateRow) =>
      (
        (await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/states', { actionIds: [row.actionId] }))
          .json as UpdateRow[]
      )[0];

    const waiting = await push(first);
    expect(waiting.state).toBe('WAITING');
    expect(await stateOf(waiting)).toMatchObject({ state: 'WAITING', reason: null });
    // The terminal connects (a heartbeat): the push goes, and it answers.
    store.update('terminals', first.id, { lastConnectionDate: new Date().toISOString() });
    expect(await stateOf(waiting)).toMatchObject({ state: 'DONE' });

    const cancelled = await push(second);
    const answer = await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/cancel-waiting', {
      actionIds: [cancelled.actionId],
    });
    expect(answer.json).toMatchObject([{ state: 'FAILED', reason: 'CANCELLED' }]);
    expect(
      (
        await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/cancel-waiting', {
          actionIds: [cancelled.actionId],
        })
      ).status,
    ).toBe(400);

    expect(
      (
        await as('admin')('POST', '/terminal/api/v1/ParameterUpdate', {
          target: { kind: 'group', id: 1 },
          expiryDays: 31,
        })
      ).status,
    ).toBe(400);
    const expiring = await push(third, 1);
    const action = store.get('terminalsHistory', expiring.actionId) as Json;
    const days = (Date.parse(String(action.expiresAt)) - Date.parse(String(action.requestedAt))) / 86_400_000;
    expect(days).toBe(1);
    // The day goes by without the terminal connecting.
    store.update('terminalsHistory', expiring.actionId, { expiresAt: new Date(Date.now() - 1).toISOString() });
    expect(await stateOf(expiring)).toMatchObject({ state: 'FAILED', reason: 'EXPIRED' });
  });

  it('leaves out PIN pads, names unknown serials, and needs the initialization permission', async () => {
    const pinPads = sandbox.context.store
      .list('models', { range: [0, 99] })
      .records.filter((m) => m.deviceType === 'PIN_PAD')
      .map((m) => m.id);
    const pad = sandbox.context.store.list('terminals', { entityId: 9, filter: { modelId: pinPads }, range: [0, 0] })
      .records[0];
    const target = { kind: 'serials', serialNumbers: [String(pad.serialNumber), 'NOPE000001'] };
    const impact = (await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/impact', { target }))
      .json as UpdateImpact;
    expect(impact).toMatchObject({ total: 0, unknownSerials: ['NOPE000001'], unsupported: [{ terminals: 1 }] });
    expect((await as('admin')('POST', '/terminal/api/v1/ParameterUpdate', { target })).json).toMatchObject({
      Code: 'TM-0007',
    });
    expect((await as('readonly')('POST', '/terminal/api/v1/ParameterUpdate/impact', { target })).status).toBe(403);
    expect(
      (await as('admin')('POST', '/terminal/api/v1/ParameterUpdate/impact', { target: { kind: 'group', id: 999999 } }))
        .json,
    ).toMatchObject({ Code: 'PM-0022' });
  });
});
