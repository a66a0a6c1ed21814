import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../fixtures/authenticator';
import { personas } from '../../fixtures/personas';
import { generateWorld } from '../../fixtures/world';
import { profiles } from '../../resources/profiles/schema';
import { schemas } from '../../resources/schemaLookup';
import { createFakeRestProvider } from '../fakerest';
import { createMemoryIdentity } from '../memoryIdentity';

const world = generateWorld(schemas, { terminals: 20 });
const mapError = (status: number, json: unknown) => new HttpError('refused', status, json);

/** The in-memory services with a session the test signs in as one persona or another. */
const setUp = () => {
  let token: string | null = null;
  const provider = createFakeRestProvider(
    schemas,
    structuredClone(world),
    { entityId: () => '9', token: () => token },
    mapError,
  );
  const identity = createMemoryIdentity(mapError, { token: () => token });
  const signIn = async (userName: string) => {
    const persona = personas.find((candidate) => candidate.userName === userName);
    if (!persona) throw new Error(`no persona ${userName}`);
    const totpCode = persona.totpSecret ? authenticatorCode(persona.totpSecret) : undefined;
    token = (await identity.passwordGrant({ userName, password: persona.password, entityId: 9, totpCode }))
      .access_token;
  };
  return { provider, signIn };
};

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: HttpError) => ({ status: error.status, body: error.body as Record<string, unknown> }),
  );

describe('four eyes in memory, as the sandbox', () => {
  it('lets neither the proposer nor a user without the approve permission decide, and another approver apply', async () => {
    const { provider, signIn } = setUp();
    const profileId = Number(world[profiles.name].find((profile) => profile.entityId === 9)?.id);
    await signIn('admin');
    const { data: config } = await provider.emvConfiguration({ profileId });
    const { data: proposal } = await provider.proposeEmvChange({
      profileId,
      section: 'CA_KEYS',
      items: config.caKeys.slice(1),
    });
    const decide = () => provider.decideProposal({ id: proposal.id, decision: 'APPROVE' });
    expect(await refusalOf(decide())).toMatchObject({
      status: 409,
      body: { Errors: { proposal: 'profilesEmv.proposals.refused.OWN_PROPOSAL' } },
    });
    await signIn('readonly');
    expect(await refusalOf(decide())).toMatchObject({ status: 403, body: { Code: 'GM-0001' } });
    await signIn('twofa');
    const { data: decided } = await decide();
    expect(decided).toMatchObject({ status: 'APPROVED', decidedBy: 'twofa' });
  });

  it('refuses a terminal override of a host parameter, and copies a profile with its source’s EMV configuration', async () => {
    const { provider, signIn } = setUp();
    await signIn('admin');
    const terminal = world.terminals.find((row) => row.entityId === 9 && typeof row.profileId === 'number');
    const override = provider.saveTerminalParameters({
      id: Number(terminal?.id),
      overrides: { CREDIT_IP_1: '10.6.6.6' },
    });
    expect(await refusalOf(override)).toMatchObject({
      status: 400,
      body: { Errors: { CREDIT_IP_1: 'profileParameters.validation.hostsNeedProposal' } },
    });
    const sourceId = Number(world[profiles.name].find((profile) => profile.entityId === 9)?.id);
    const { data: source } = await provider.emvConfiguration({ profileId: sourceId });
    const { data: copy } = await provider.cloneProfile({ id: sourceId, name: 'Copia en memoria' });
    const { data: copied } = await provider.emvConfiguration({ profileId: Number(copy.id) });
    expect(copied).toEqual({ ...source, profileId: Number(copy.id) });
  });

  it('starts a new profile with no EMV applications or keys, as the sandbox does', async () => {
    const { provider, signIn } = setUp();
    await signIn('admin');
    const { data: created } = await provider.create(profiles.resource, { data: { name: 'Perfil nuevo en memoria' } });
    const { data: config } = await provider.emvConfiguration({ profileId: Number(created.id) });
    expect(config).toEqual({ profileId: Number(created.id), applications: [], caKeys: [] });
  });
});
