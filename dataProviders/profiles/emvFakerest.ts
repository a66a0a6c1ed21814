import type { DataProvider } from 'ra-core';
import type { ServiceErrorBody } from '../../resources/core/wire';
import {
  applied,
  checkedProposal,
  currentOf,
  diffOf,
  type ParameterProposal,
} from '../../resources/profiles/approvals/proposals';
import { confirmDecision, type Decider } from '../../resources/profiles/approvals/fourEyes';
import { ServiceError } from '../../resources/core/serviceError';
import { byExpiry } from '../../resources/profiles/emv/certificateExpiry';
import type { ProposalSection } from '../../resources/profiles/emv/emvShapes';
import type { HostSettings } from '../../resources/profiles/approvals/hostProposal';
import { profiles } from '../../resources/profiles/schema';
import { mapServiceError } from '../responseErrors';
import { createFakeParameterUpdate } from './parameterUpdateFakerest';
import type { ProfileEmvMethods } from './emvMethods';
import { createFakeProposalBoard, fakeEmvConfigOf, type FakeProposalBoard } from './fakeProposals';

const refusal = (status: number, body: ServiceErrorBody) => mapServiceError(status, body, JSON.stringify(body));

/**
 * The EMV methods over an in-memory provider, with the sandbox's rules: the same validators and
 * hash check, and the four-eyes decision (resources/profiles/approvals/fourEyes.ts). Host
 * proposals (made by the parameter methods on the same board) are applied to those.
 */
export const createFakeProfileEmvMethods = (
  provider: DataProvider,
  {
    now = Date.now,
    decider,
    board = createFakeProposalBoard(),
  }: { now?: () => number; decider: () => Decider; board?: FakeProposalBoard },
): ProfileEmvMethods => {
  const { proposals, emvConfigs: configs } = board;

  const profileOf = (profileId: number) =>
    provider.getOne(profiles.resource, { id: profileId }).then(
      ({ data }) => data,
      () => Promise.reject(refusal(404, { Code: 'PM-0021', Message: 'PM-0021' })),
    );
  const configOf = async (profileId: number) => {
    await profileOf(profileId);
    return fakeEmvConfigOf(board, profileId, now());
  };

  return {
    emvConfiguration: async ({ profileId }) => ({ data: await configOf(profileId) }),
    proposeEmvChange: async ({ profileId, section, items }) => {
      const profile = await profileOf(profileId);
      const { after, errors } = checkedProposal(section, items);
      if (Object.keys(errors).length > 0)
        throw refusal(400, {
          Message: 'invalid EMV values',
          Errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [`items.${field}`, key])),
        });
      const before = currentOf(section, await configOf(profileId));
      const diff = diffOf(section, before, after);
      if (diff.length === 0)
        throw refusal(400, { Message: 'no change', Errors: { items: 'profilesEmv.validation.noChange' } });
      const proposal: ParameterProposal = {
        id: proposals.length + 1,
        profileId,
        profileName: String(profile.name),
        section,
        status: 'PENDING',
        proposedBy: decider().userName,
        proposedById: decider().userId,
        proposedAt: new Date(now()).toISOString(),
        decidedBy: null,
        decidedAt: null,
        before,
        after,
        diff,
      };
      proposals.push(proposal);
      return { data: proposal };
    },
    parameterProposals: async ({ status, profileId }) => ({
      data: proposals
        .filter((p) => (!status || p.status === status) && (!profileId || p.profileId === profileId))
        .reverse(),
    }),
    decideProposal: async ({ id, decision }) => {
      const index = proposals.findIndex((p) => p.id === id);
      if (index < 0) throw refusal(404, { Message: 'proposal not found' });
      const proposal = proposals[index];
      const { profileId, section, after } = proposal;
      const hosts = section === 'HOSTS' ? board.hosts : undefined;
      const config = await configOf(profileId);
      const current = hosts ? await hosts.current(profileId) : currentOf(section as ProposalSection, config);
      try {
        confirmDecision(decider(), proposal, current, decision);
      } catch (error) {
        throw error instanceof ServiceError ? refusal(error.status, error.body) : error;
      }
      if (decision === 'APPROVE' && hosts) await hosts.apply(profileId, after as HostSettings[]);
      else if (decision === 'APPROVE')
        configs.set(profileId, applied(config, { section: section as ProposalSection, after }));
      const decided: ParameterProposal = {
        ...proposal,
        status: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        decidedBy: decider().userName,
        decidedAt: new Date(now()).toISOString(),
      };
      proposals[index] = decided;
      return { data: decided };
    },
    caKeyCertificates: async () => {
      const { data } = await provider.getList(profiles.resource, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const keys = [];
      for (const profile of data)
        keys.push(
          ...(await configOf(Number(profile.id))).caKeys.map((caKey) => ({
            ...caKey,
            profileId: Number(profile.id),
            profileName: String(profile.name),
          })),
        );
      return { data: byExpiry(keys, now()) };
    },
    ...createFakeParameterUpdate(provider, { now, userName: () => decider().userName }),
  };
};
