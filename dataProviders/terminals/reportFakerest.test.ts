import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../fixtures/world';
import { personas } from '../../fixtures/personas';
import { schemas } from '../../resources/schemaLookup';
import { withPermissionsClaim } from '../../src/testing/identityWithPermissions';
import { createFakeRestProvider } from '../fakerest';
import { createMemoryIdentity } from '../memoryIdentity';
import { mapServiceError } from '../responseErrors';

const world = generateWorld(schemas, { terminals: 40 });

/** The fakerest provider signed in as a persona in entity 9, its token holding `permissions` if given. */
const providerFor = async (userName: string, permissions?: readonly string[]) => {
  const persona = personas.find((p) => p.userName === userName);
  if (!persona) throw new Error(`No persona ${userName}`);
  const identity = createMemoryIdentity(mapServiceError, { token: () => null });
  const { access_token } = await identity.passwordGrant({ userName, password: persona.password, entityId: 9 });
  const token = permissions ? withPermissionsClaim(access_token, permissions) : access_token;
  return createFakeRestProvider(schemas, structuredClone(world), { entityId: () => '9', token: () => token });
};

describe('terminal report entities (fakerest, as the sandbox decides)', () => {
  it('lists every membership whose permissions grant the report, the operator first', async () => {
    const provider = await providerFor('admin');
    const { data } = await provider.terminalReportEntities();
    expect(data.map((entity) => entity.Id)).toEqual([9, 2, 3, 4, 6]);
    expect(data[1]).toEqual({ Id: 2, Name: 'Banco Ibérico' });
  });

  it('leaves out the token entity when its permissions lack the report, and refuses a report over it (GM-0002)', async () => {
    const provider = await providerFor('admin', ['TERMINALS_READ']);
    const { data } = await provider.terminalReportEntities();
    expect(data.map((entity) => entity.Id)).toEqual([2, 3, 4, 6]);
    await expect(provider.terminalReport({ filter: { entities: [9] } })).rejects.toMatchObject({
      status: 400,
      body: { Code: 'GM-0002' },
    });
    await expect(provider.terminalReport({ filter: { entities: [2] } })).resolves.toBeDefined();
  });

  it('lists nothing for a user without the report permission, or without a session', async () => {
    expect((await (await providerFor('readonly')).terminalReportEntities()).data).toEqual([]);
    const anonymous = createFakeRestProvider(schemas, structuredClone(world), { entityId: () => '9' });
    expect((await anonymous.terminalReportEntities()).data).toEqual([]);
  });
});
