import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { permissionPairs } from '../../../resources/core/permissions';
import {
  applied,
  checkedProposal,
  currentOf,
  diffOf,
  type ProposalDecision,
} from '../../../resources/profiles/approvals/proposals';
import { hostItems, withHosts, type HostSettings } from '../../../resources/profiles/approvals/hostProposal';
import type { ProposalSection } from '../../../resources/profiles/emv/emvShapes';
import type { SandboxContext } from '../../context';
import { APPROVER_PERMISSION, confirmDecision } from '../../../resources/profiles/approvals/fourEyes';
import { ServiceError } from '../../errors';
import { sessionOf } from '../../guard';
import { parseBody, requirePermission } from '../../terminals/operations/requests';
import type { EmvStore } from '../emv/emvStore';
import type { ProfileValues } from '../profileValues';
import { settled } from '../refusals';
import { proposalBody } from '../emv/emvBodies';
import { createProposalStore } from './proposalStore';

const listQuery = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(),
  profileId: z.coerce.number().int().positive().optional(),
});

/**
 * Four eyes on a profile's EMV applications, CA keys and host settings (those proposed on the
 * parameters service, hostProposalRoutes.ts): a change is stored as a proposal with its
 * diff (PROFILE_CONFIGURATION_WRITE_AND_READ) and applied only when someone else holding
 * PARAMETER_CHANGE_APPROVE approves it; rejected ones are kept. Values are checked with the
 * console's validators (CA key hashes included): 400 with the failing `items.<n>.<field>`.
 */
export const proposalRoutes = (
  scope: FastifyInstance,
  context: SandboxContext,
  { emv, parameters }: { emv: EmvStore; parameters: ProfileValues },
  now: () => number,
) => {
  const proposals = createProposalStore(context);

  scope.post<{ Params: { profileId: string } }>(
    '/api/v1/Profile/:profileId/EmvConfiguration/proposals',
    async (request, reply) => {
      const session = sessionOf(request);
      requirePermission(session, permissionPairs.profileConfiguration.write);
      const profileId = Number(request.params.profileId);
      const profile = emv.profileOf(session.entityId, profileId);
      const { section, items } = parseBody(proposalBody, request.body);
      const { after, errors } = checkedProposal(section, items);
      if (Object.keys(errors).length > 0) {
        const Errors = Object.fromEntries(Object.entries(errors).map(([field, key]) => [`items.${field}`, key]));
        throw new ServiceError(400, { Message: 'invalid EMV values', Errors });
      }
      const before = currentOf(section, emv.read(session.entityId, profileId));
      const diff = diffOf(section, before, after);
      if (diff.length === 0)
        throw new ServiceError(400, { Message: 'no change', Errors: { items: 'profilesEmv.validation.noChange' } });
      const proposal = proposals.propose(session.entityId, {
        profileId,
        profileName: String(profile.name),
        section,
        proposedBy: session.userName,
        proposedById: session.userId,
        proposedAt: new Date(now()).toISOString(),
        before,
        after,
        diff,
      });
      return reply.status(201).send(proposal);
    },
  );

  scope.get('/api/v1/ParameterChangeProposal', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, permissionPairs.profileConfiguration.read);
    return proposals.list(session.entityId, parseBody(listQuery, request.query));
  });

  const decide =
    (decision: ProposalDecision) => async (request: { params: { id: string } } & Parameters<typeof sessionOf>[0]) => {
      const session = sessionOf(request);
      requirePermission(session, APPROVER_PERMISSION);
      const proposal = proposals.get(session.entityId, Number(request.params.id));
      if (!proposal) throw new ServiceError(404, { Message: 'proposal not found' });
      const { profileId } = proposal;
      const hosts = proposal.section === 'HOSTS';
      const config = emv.read(session.entityId, profileId);
      const values = hosts ? parameters.valuesOf(session.entityId, profileId) : {};
      const current = hosts ? hostItems(values) : currentOf(proposal.section as ProposalSection, config);
      confirmDecision(session, proposal, current, decision);
      const decided = {
        ...proposal,
        status: decision === 'APPROVE' ? ('APPROVED' as const) : ('REJECTED' as const),
        decidedBy: session.userName,
        decidedAt: new Date(now()).toISOString(),
      };
      context.db.transaction(() => {
        if (decision !== 'APPROVE') return proposals.save(decided);
        if (hosts)
          parameters.save(session.entityId, profileId, settled(withHosts(values, proposal.after as HostSettings[])));
        else emv.write(applied(config, { section: proposal.section as ProposalSection, after: proposal.after }));
        proposals.save(decided);
      })();
      return decided;
    };
  scope.post<{ Params: { id: string } }>('/api/v1/ParameterChangeProposal/:id/approve', decide('APPROVE'));
  scope.post<{ Params: { id: string } }>('/api/v1/ParameterChangeProposal/:id/reject', decide('REJECT'));
};
