import type { DataProvider, RaRecord } from 'ra-core';
import { groups } from '../../resources/groups/schema';
import { groupLayer } from '../../resources/profiles/parameters/groupLayer';
import { profiles } from '../../resources/profiles/schema';
import { terminals } from '../../resources/terminals/schema';
import {
  directSave,
  guardedImport,
  guardedOverrides,
  hostItems,
  proposedHosts,
  withHosts,
} from '../../resources/profiles/approvals/hostProposal';
import type { Decider } from '../../resources/profiles/approvals/fourEyes';
import type { ParameterProposal } from '../../resources/profiles/approvals/proposals';
import {
  issueCodes,
  profileAnswer,
  refusalCode,
  terminalAnswer,
  type Outcome,
} from '../../resources/profiles/parameters/operations';
import { seedValues } from '../../resources/profiles/parameters/seedValues';
import { parameterFile, previewOf } from '../../resources/profiles/parameters/transfer';
import type { ParameterValues, ProfileStatus } from '../../resources/profiles/parameters/types';
import type { ErrorMapper } from '../httpClient';
import { createFakeProposalBoard, fakeEmvConfigOf, type FakeProposalBoard } from './fakeProposals';
import type { ProfileParametersMethods } from './parametersMethods';

const PROFILES = profiles.resource;

/**
 * Profile parameters and terminal overrides in memory (fakerest mode, component tests), through
 * the same pure steps as the sandbox: the same checks refuse with the same codes. A profile never
 * saved starts from the seed's values for its status, as in the sandbox; a group's layer is its
 * catalogue parameters (groupLayer.ts).
 */
export const createFakeProfileParametersMethods = (
  provider: DataProvider,
  mapError: ErrorMapper,
  board: FakeProposalBoard = createFakeProposalBoard(),
  proposer: () => Pick<Decider, 'userId' | 'userName'>,
): ProfileParametersMethods => {
  const stored = new Map<number, ParameterValues>();
  const overrides = new Map<number, ParameterValues>();
  const fail = (status: number, Code: string, Errors?: Record<string, string>) => {
    const body = { Code, Message: Code, Errors };
    return mapError(status, body, JSON.stringify(body), { hideNotFoundAlert: true });
  };
  const profileOf = async (id: number): Promise<RaRecord> => {
    try {
      return (await provider.getOne(PROFILES, { id })).data;
    } catch {
      throw fail(404, 'PM-0021');
    }
  };
  const valuesOf = async (id: number) => {
    const profile = await profileOf(id);
    const known = stored.get(id) ?? seedValues(id, profile.status as ProfileStatus);
    stored.set(id, known);
    return known;
  };
  const settled = <T>(outcome: Outcome<T>) => {
    if (outcome.ok) return outcome.value;
    throw fail(400, refusalCode(outcome.issues), issueCodes(outcome.issues));
  };
  const store = async (id: number, values: ParameterValues) => {
    stored.set(id, values);
    const answer = profileAnswer(id, values);
    await provider.update(PROFILES, { id, data: { status: answer.status }, previousData: { id } });
    return { data: answer };
  };
  board.hosts = {
    current: async (id) => hostItems(await valuesOf(id)),
    apply: async (id, after) => {
      await store(id, settled(withHosts(await valuesOf(id), after)));
    },
  };
  const terminalOf = async (id: number) => {
    try {
      return (await provider.getOne(terminals.resource, { id })).data;
    } catch {
      throw fail(404, 'PM-0011');
    }
  };
  const layersOf = async (terminal: RaRecord) => ({
    profile: terminal.profileId ? await valuesOf(Number(terminal.profileId)) : {},
    group: terminal.groupId
      ? groupLayer((await provider.getOne(groups.resource, { id: terminal.groupId })).data.parameters)
      : {},
  });
  const terminalData = async (id: number) => {
    const terminal = await terminalOf(id);
    const refs = { profileId: terminal.profileId ?? null, groupId: terminal.groupId ?? null };
    return { terminal, refs, layers: await layersOf(terminal) };
  };
  return {
    getProfileParameters: async ({ id }) => ({ data: profileAnswer(id, await valuesOf(id)) }),
    saveProfileSection: async ({ id, section, values }) =>
      store(id, settled(directSave(await valuesOf(id), section, values))),
    proposeHostChange: async ({ id, values }) => {
      const profile = await profileOf(id);
      const { before, after, diff } = settled(proposedHosts(await valuesOf(id), values));
      if (diff.length === 0) throw fail(400, 'AM-0009', { hosts: 'profilesEmv.validation.noChange' });
      const proposal: ParameterProposal = {
        id: board.proposals.length + 1,
        profileId: id,
        profileName: String(profile.name),
        section: 'HOSTS',
        status: 'PENDING',
        proposedBy: proposer().userName,
        proposedById: proposer().userId,
        proposedAt: new Date().toISOString(),
        decidedBy: null,
        decidedAt: null,
        before,
        after,
        diff,
      };
      board.proposals.push(proposal);
      return { data: proposal };
    },
    cloneProfile: async ({ id, name }) => {
      const source = await profileOf(id);
      const values = await valuesOf(id);
      // Created as any profile is (inactive), then the source's parameters set its status.
      const { data: copy } = await provider.create(PROFILES, {
        data: { name, description: source.description ?? null },
      });
      await store(Number(copy.id), { ...values });
      board.emvConfigs.set(Number(copy.id), { ...fakeEmvConfigOf(board, id, Date.now()), profileId: Number(copy.id) });
      return provider.getOne(PROFILES, { id: copy.id });
    },
    exportProfileParameters: async ({ id }) => {
      const profile = await profileOf(id);
      return { data: parameterFile(String(profile.name), await valuesOf(id), new Date().toISOString()) };
    },
    previewProfileImport: async ({ id, file }) => {
      return { data: previewOf(guardedImport(await valuesOf(id), file)) };
    },
    importProfileParameters: async ({ id, file }) => {
      const values = await valuesOf(id);
      const plan = guardedImport(values, file);
      settled<unknown>(Object.keys(plan.issues).length ? { ok: false, issues: plan.issues } : { ok: true, value: 0 });
      return store(id, plan.values);
    },
    getTerminalParameters: async ({ id }) => {
      const { refs, layers } = await terminalData(id);
      return { data: terminalAnswer(id, refs, { ...layers, terminal: overrides.get(id) }) };
    },
    saveTerminalParameters: async ({ id, overrides: input }) => {
      const { refs, layers } = await terminalData(id);
      const saved = settled(guardedOverrides(layers, overrides.get(id) ?? {}, input));
      overrides.set(id, saved);
      return { data: terminalAnswer(id, refs, { ...layers, terminal: saved }) };
    },
  };
};
