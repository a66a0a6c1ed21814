import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { permissionPairs } from '../../../resources/core/permissions';
import { proposedHosts } from '../../../resources/profiles/approvals/hostProposal';
import type { SandboxContext } from '../../context';
import { ServiceError } from '../../errors';
import { sessionOf } from '../../guard';
import { parseBody, requirePermission } from '../../terminals/operations/requests';
import type { ProfileValues } from '../profileValues';
import { settled } from '../refusals';
import { createProposalStore } from './proposalStore';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const hostsBody = z.object({ values: z.record(z.string(), z.unknown()) });

/**
 * POST GlobalParameterCollection/{id}/hosts/proposals: the hosts tab as it should become, checked
 * as a save of it (400 with `Errors` by parameter name), stored as a proposal with its diff. It is
 * applied by ParameterChangeProposal/{id}/approve, by someone else (four eyes), never directly.
 */
export const hostProposalRoutes = (
  scope: FastifyInstance,
  context: SandboxContext,
  stored: ProfileValues,
  now: () => number,
) => {
  const proposals = createProposalStore(context);
  scope.post('/api/v1/GlobalParameterCollection/:id/hosts/proposals', async (request, reply) => {
    const session = sessionOf(request);
    requirePermission(session, permissionPairs.profileConfiguration.write);
    const { id } = parseBody(idParams, request.params);
    const { values } = parseBody(hostsBody, request.body);
    const profile = stored.profileOf(session.entityId, id);
    const { before, after, diff } = settled(proposedHosts(stored.valuesOf(session.entityId, id), values));
    if (diff.length === 0)
      throw new ServiceError(400, { Message: 'no change', Errors: { hosts: 'profilesEmv.validation.noChange' } });
    const proposal = proposals.propose(session.entityId, {
      profileId: id,
      profileName: String(profile.name),
      section: 'HOSTS',
      proposedBy: session.userName,
      proposedById: session.userId,
      proposedAt: new Date(now()).toISOString(),
      before,
      after,
      diff,
    });
    return reply.status(201).send(proposal);
  });
};
