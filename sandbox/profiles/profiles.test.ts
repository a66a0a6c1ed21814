import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, callerOf, type Json } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

let sandbox: TestSandbox;
let call: (method: string, path: string, body?: unknown) => ReturnType<ReturnType<typeof callerOf>>;
let asReadonly: typeof call;
let asApprover: typeof call;

const GLOBAL = '/parameters/api/v1/GlobalParameterCollection';
const TERMINAL = '/parameters/api/v1/TerminalParameterCollection';

beforeAll(async () => {
  sandbox = await startSandbox();
  const caller = callerOf(sandbox);
  const admin = await sandbox.tokenFor('admin', 9);
  const readonly = await sandbox.tokenFor('readonly', 9);
  call = (method, path, body) => caller(method, path, { token: admin.token, entity: 9, body });
  asReadonly = (method, path, body) => caller(method, path, { token: readonly.token, entity: 9, body });
  // Another user of entity 9 with the approval right: the second pair of eyes.
  const approver = await sandbox.tokenFor('msanchez', 9, ['PROFILE_CONFIGURATION_READ', 'PARAMETER_CHANGE_APPROVE']);
  asApprover = (method, path, body) => caller(method, path, { token: approver.token, entity: 9, body });
});
afterAll(() => sandbox.close());

const newProfile = async (name: string) => {
  const created = await call('POST', '/terminal/api/v1/Profile', { name, description: 'test' });
  expect(created.status).toBe(201);
  return Number(asRecord(created.json).id);
};

const saveSection = (id: number, section: string, values: Json) =>
  call('PUT', `${GLOBAL}/${id}/${section}`, { values });

const PROPOSALS = '/terminal/api/v1/ParameterChangeProposal';

/** Host settings as a proposal by the admin, approved by another user. */
const approvedHosts = async (id: number, values: Json) => {
  const proposed = await call('POST', `${GLOBAL}/${id}/hosts/proposals`, { values });
  expect(proposed.status).toBe(201);
  const approved = await asApprover('POST', `${PROPOSALS}/${asRecord(proposed.json).id}/approve`, {});
  expect(approved.status).toBe(200);
  return approved;
};

describe('profile parameters', () => {
  it('a new profile starts inactive and turns active once its required parameters are saved', async () => {
    const id = await newProfile('Sandbox nuevo');
    const fresh = await call('GET', `${GLOBAL}/${id}`);
    expect(fresh.json).toMatchObject({ status: 'INACTIVE', secretsSet: [] });
    const emv = await call('GET', `/terminal/api/v1/Profile/${id}/EmvConfiguration`);
    expect(emv.json).toMatchObject({ applications: [], caKeys: [] });
    expect((fresh.json as { values: Json }).values).toEqual({});
    expect((fresh.json as { missing: string[] }).missing).toContain('CREDIT_IP_1');
    const hosts = { CREDIT_IP_1: '10.1.1.1', CREDIT_PORT_1: 5000, CREDIT_NII: '003', CREDIT_TPDU: '6000030000' };
    await approvedHosts(id, hosts);
    expect((await saveSection(id, 'batchTips', { BATCH_MAX_TRANSACTIONS: 300 })).status).toBe(200);
    await saveSection(id, 'communication', { CONNECTION_TIMEOUT: 30, TRANSACTION_TIMEOUT: 60 });
    const keys = await saveSection(id, 'keys', { ADMIN_PASSWORD: '4321' });
    expect(keys.json).toMatchObject({ status: 'ACTIVE', missing: [], secretsSet: ['ADMIN_PASSWORD'] });
    expect(JSON.stringify(keys.json)).not.toContain('4321');
    const row = sandbox.context.db.prepare('SELECT data FROM profile_parameters WHERE owner_id = ?').get(id) as {
      data: string;
    };
    expect(JSON.parse(row.data)).toMatchObject({ ADMIN_PASSWORD: expect.stringMatching(/^v1:/), CREDIT_NII: '003' });
    expect(row.data).not.toContain('4321');
    expect(sandbox.context.keyring.open(String(JSON.parse(row.data).ADMIN_PASSWORD))).toBe('4321');
    expect(sandbox.context.store.get('profiles', id)?.status).toBe('ACTIVE');
    const list = await call('GET', `/terminal/api/v1/Profile/${id}`);
    expect(list.json).toMatchObject({ status: 'ACTIVE' });
  });

  it('refuses the bad values the forms refuse, with the same codes, and stores nothing', async () => {
    const id = await newProfile('Sandbox rechazos');
    const cases: [string, Json, Json][] = [
      ['hosts', { CREDIT_IP_1: '256.1.1.1' }, { CREDIT_IP_1: 'PM-0030' }],
      ['hosts', { CREDIT_PORT_1: 65536 }, { CREDIT_PORT_1: 'profileParameters.validation.port' }],
      ['hosts', { CREDIT_TPDU: '60000300' }, { CREDIT_TPDU: 'profileParameters.validation.length' }],
      ['hosts', { CREDIT_TPDU: '600003000Z' }, { CREDIT_TPDU: 'validation.format.hex' }],
      [
        'hosts',
        {
          FIDELIUM_ENABLED: true,
          FIDELIUM_IP_1: '10.0.0.1',
          FIDELIUM_PORT_1: 1,
          FIDELIUM_NII: '001',
          FIDELIUM_TPDU: '6000010000',
        },
        { AGREEMENTS_ENABLED: 'PM-0003' },
      ],
      ['taxes', { ITBIS_ENABLED: true }, { ITBIS_PERCENT: 'CE-0001' }],
      ['taxes', { TAX_LEGAL_ENABLED: true, TAX_LEGAL_PERCENT: 5.125 }, { TAX_LEGAL_PERCENT: 'validation.decimals' }],
      [
        'batchTips',
        { TIP_MAX_PERCENT: 10, TIP_PERCENT_1: 12 },
        { TIP_PERCENT_1: 'profileParameters.validation.tipOverMax' },
      ],
      ['communication', { CONNECTION_TIMEOUT: 121 }, { CONNECTION_TIMEOUT: 'profileParameters.validation.between' }],
      ['keys', { ADMIN_PASSWORD: '123' }, { ADMIN_PASSWORD: 'profileParameters.validation.lengthBetween' }],
      ['ecr', { 'BAD-NAME': 1 }, { 'BAD-NAME': 'PM-0004' }],
    ];
    for (const [section, values, Errors] of cases) {
      const refused = await saveSection(id, section, values);
      expect(refused.status, JSON.stringify(values)).toBe(400);
      expect(refused.json).toMatchObject({ Errors });
    }
    expect((await saveSection(id, 'hosts', { FIDELIUM_ENABLED: true })).json).toMatchObject({ Code: 'PM-0003' });
    expect(((await call('GET', `${GLOBAL}/${id}`)).json as { values: Json }).values).toEqual({});
  });

  it('clones, exports without secrets and imports only a valid file', async () => {
    const source = sandbox.context.store.list('profiles', { entityId: 9, range: [0, 0], filter: { status: 'ACTIVE' } })
      .records[0];
    const copy = await call('POST', `${GLOBAL}/copy`, { profileId: source.id, name: 'Copia sandbox' });
    expect(copy.status).toBe(200);
    const copyId = Number(asRecord(copy.json).id);
    const cloned = await call('GET', `${GLOBAL}/${copyId}`);
    expect(cloned.json).toMatchObject({ status: 'ACTIVE', secretsSet: ['ADMIN_PASSWORD'] });
    const again = await call('POST', `${GLOBAL}/copy`, { profileId: source.id, name: 'Copia sandbox' });
    expect(again.json).toMatchObject({ Code: 'TM-0005' });
    const emvOf = async (id: unknown) => (await call('GET', `/terminal/api/v1/Profile/${id}/EmvConfiguration`)).json;
    expect(await emvOf(copyId)).toEqual({ ...asRecord(await emvOf(source.id)), profileId: copyId });

    const file = (await call('GET', `${GLOBAL}/${copyId}/json`)).json as { parameters: Json };
    expect(file.parameters).not.toHaveProperty('ADMIN_PASSWORD');
    const changed = { ...file, parameters: { ...file.parameters, CONNECTION_TIMEOUT: 45 } };
    const preview = await call('POST', `${GLOBAL}/${copyId}/json/preview`, changed);
    expect(preview.json).toEqual({
      added: [],
      changed: [{ name: 'CONNECTION_TIMEOUT', from: 30, to: 45 }],
      removed: [],
      issues: {},
    });
    const bad = { ...file, parameters: { ...file.parameters, CONNECTION_TIMEOUT: 45, CREDIT_IP_1: 'x' } };
    const refused = await call('POST', `${GLOBAL}/${copyId}/json`, bad);
    expect(refused.json).toMatchObject({ Code: 'PM-0030', Errors: { CREDIT_IP_1: 'PM-0030' } });
    expect(((await call('GET', `${GLOBAL}/${copyId}`)).json as { values: Json }).values.CONNECTION_TIMEOUT).toBe(30);
    const imported = await call('POST', `${GLOBAL}/${copyId}/json`, changed);
    expect(imported.json).toMatchObject({ status: 'ACTIVE', values: { CONNECTION_TIMEOUT: 45 } });
  });

  it('changes host settings only through a proposal another user approves, with who, when and the diff', async () => {
    const id = await newProfile('Sandbox cuatro ojos');
    const hosts = { CREDIT_IP_1: '10.1.1.1', CREDIT_PORT_1: 5000, CREDIT_NII: '003', CREDIT_TPDU: '6000030000' };
    const direct = await saveSection(id, 'hosts', hosts);
    expect(direct.status).toBe(400);
    expect(direct.json).toMatchObject({ Errors: { CREDIT_IP_1: 'profileParameters.validation.hostsNeedProposal' } });
    const bad = await call('POST', `${GLOBAL}/${id}/hosts/proposals`, { values: { CREDIT_IP_1: '256.1.1.1' } });
    expect(bad.json).toMatchObject({ Code: 'PM-0030', Errors: { CREDIT_IP_1: 'PM-0030' } });
    const proposed = await call('POST', `${GLOBAL}/${id}/hosts/proposals`, { values: hosts });
    const proposal = asRecord(proposed.json);
    expect(proposal).toMatchObject({ section: 'HOSTS', status: 'PENDING', proposedBy: 'admin' });
    expect(proposal.diff).toEqual([
      {
        key: 'CREDIT',
        kind: 'ADDED',
        changes: Object.entries(hosts).map(([field, after]) => ({ field, before: null, after })),
      },
    ]);
    expect(((await call('GET', `${GLOBAL}/${id}`)).json as { values: Json }).values).toEqual({});
    const own = await call('POST', `${PROPOSALS}/${proposal.id}/approve`, {});
    expect(own.json).toMatchObject({ Errors: { proposal: 'profilesEmv.proposals.refused.OWN_PROPOSAL' } });
    const approved = await asApprover('POST', `${PROPOSALS}/${proposal.id}/approve`, {});
    expect(approved.json).toMatchObject({ status: 'APPROVED', decidedBy: 'msanchez', proposedBy: 'admin' });
    expect(((await call('GET', `${GLOBAL}/${id}`)).json as { values: Json }).values).toEqual(hosts);
    const history = await call('GET', `${PROPOSALS}?status=APPROVED&profileId=${id}`);
    expect(history.json).toMatchObject([{ id: proposal.id, decidedAt: expect.any(String), diff: proposal.diff }]);

    const file = (await call('GET', `${GLOBAL}/${id}/json`)).json as { parameters: Json };
    const moved = { ...file, parameters: { ...file.parameters, CREDIT_PORT_1: 5001 } };
    const preview = await call('POST', `${GLOBAL}/${id}/json/preview`, moved);
    expect(preview.json).toMatchObject({
      issues: { CREDIT_PORT_1: { code: 'profileParameters.validation.hostsNeedProposal' } },
    });
    expect((await call('POST', `${GLOBAL}/${id}/json`, moved)).status).toBe(400);
  });

  it('lets readers read and refuses their writes; another entity profile is not found', async () => {
    const [profile] = sandbox.context.store.list('profiles', { entityId: 9, range: [0, 0] }).records;
    expect((await asReadonly('GET', `${GLOBAL}/${profile.id}`)).status).toBe(200);
    expect((await asReadonly('PUT', `${GLOBAL}/${profile.id}/taxes`, { values: {} })).status).toBe(403);
    const [foreign] = sandbox.context.store.list('profiles', { entityId: 2, range: [0, 0] }).records;
    expect((await call('GET', `${GLOBAL}/${foreign.id}`)).json).toMatchObject({ Code: 'PM-0021' });
  });
});

describe('terminal parameters', () => {
  it('overrides a profile value on one terminal and shows where each value comes from', async () => {
    const active = (id: unknown) =>
      typeof id === 'number' && sandbox.context.store.get('profiles', id)?.status === 'ACTIVE';
    const terminal = sandbox.context.store
      .list('terminals', { entityId: 9, range: [0, 199] })
      .records.find((t) => active(t.profileId)) as Json;
    const id = Number(terminal.id);
    const before = await call('GET', `${TERMINAL}/${id}`);
    expect(before.json).toMatchObject({ profileId: terminal.profileId, overrides: {} });
    const refused = await call('PUT', `${TERMINAL}/${id}`, { overrides: { CONNECTION_TIMEOUT: 200 } });
    expect(refused.json).toMatchObject({ Errors: { CONNECTION_TIMEOUT: 'profileParameters.validation.between' } });
    const host = await call('PUT', `${TERMINAL}/${id}`, { overrides: { CREDIT_IP_1: '10.66.66.66' } });
    expect(host.status).toBe(400);
    expect(host.json).toMatchObject({ Errors: { CREDIT_IP_1: 'profileParameters.validation.hostsNeedProposal' } });
    const saved = await call('PUT', `${TERMINAL}/${id}`, { overrides: { ITBIS_PERCENT: 16 } });
    const itbis = (saved.json as { effective: Json[] }).effective.find((p) => p.name === 'ITBIS_PERCENT');
    expect(itbis).toEqual({
      name: 'ITBIS_PERCENT',
      value: 16,
      source: 'terminal',
      inherited: { value: 18, source: 'profile' },
    });
    expect(JSON.stringify(saved.json)).not.toContain('ADMIN_PASSWORD');
    const cleared = await call('PUT', `${TERMINAL}/${id}`, { overrides: {} });
    expect(cleared.json).toMatchObject({ overrides: {} });
    expect((await asReadonly('PUT', `${TERMINAL}/${id}`, { overrides: {} })).status).toBe(403);
  });

  it("takes a group's catalogue parameters as the layer between profile and terminal, and refuses bad ones", async () => {
    const terminal = sandbox.context.store
      .list('terminals', { entityId: 9, range: [0, 4999] })
      .records.find((t) => typeof t.groupId === 'number' && typeof t.profileId === 'number') as Json;
    const groupPath = `/parameters/api/v1/CommerceGroup/${terminal.groupId}`;
    const group = asRecord((await call('GET', groupPath)).json);
    const bad = await call('PUT', groupPath, { ...group, parameters: [{ key: 'CONNECTION_TIMEOUT', value: '500' }] });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ Errors: { 'parameters.0.value': 'profileParameters.validation.groupValue' } });
    const parameters = [
      { key: 'CONNECTION_TIMEOUT', value: '45' },
      { key: 'STORE_COLOUR', value: 'azul' },
    ];
    expect((await call('PUT', groupPath, { ...group, parameters })).status).toBe(200);
    const answer = (await call('GET', `${TERMINAL}/${terminal.id}`)).json as { effective: Json[] };
    expect(answer.effective.find((p) => p.name === 'CONNECTION_TIMEOUT')).toEqual({
      name: 'CONNECTION_TIMEOUT',
      value: 45,
      source: 'group',
    });
    expect(answer.effective.some((p) => p.name === 'STORE_COLOUR')).toBe(false);
  });
});
