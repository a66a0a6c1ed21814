import { grants } from '../../core/access';
import { refuse, ServiceError } from '../../core/serviceError';
import { decisionRefusal, type ParameterProposal, type ProposalDecision } from './proposals';

/** Who decides a proposal, as both back ends know the caller. */
export interface Decider {
  userId: number;
  userName: string;
  permissions: readonly string[];
}

export const APPROVER_PERMISSION = 'PARAMETER_CHANGE_APPROVE';

/**
 * Four eyes, the one check of both back ends: only a holder of PARAMETER_CHANGE_APPROVE decides
 * (403 GM-0001), never on its own proposal (by user id), once, and an approval only while the section still
 * holds what the proposal was made against (409, the reason's message key at `proposal`).
 */
export const confirmDecision = (
  decider: Decider,
  proposal: ParameterProposal,
  current: readonly unknown[],
  decision: ProposalDecision,
): void => {
  if (!grants(decider.permissions, APPROVER_PERMISSION)) throw refuse(403, 'GM-0001');
  const refusal = decisionRefusal(proposal, decider.userId, current, decision);
  if (refusal)
    throw new ServiceError(409, {
      Message: refusal,
      Errors: { proposal: `profilesEmv.proposals.refused.${refusal}` },
    });
};
