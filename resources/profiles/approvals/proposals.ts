import { applicationsDiff, caKeysDiff, type ItemChange } from '../emv/emvDiff';
import type { CaKey, EmvApplication, EmvConfiguration, ProposalSection } from '../emv/emvShapes';
import { validateApplications, validateCaKeys } from '../emv/emvValidators';
import { normalizeHex } from '../emv/hex';
import type { HostSettings } from './hostProposal';

/** What a proposal changes: one of a profile's EMV lists, or its host settings. */
export type ProposalTopic = ProposalSection | 'HOSTS';

export type ProposalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A change to what can stop a fleet, waiting for a second person (four eyes). */
export interface ParameterProposal {
  id: number;
  profileId: number;
  profileName: string;
  section: ProposalTopic;
  status: ProposalStatus;
  /** The proposer's name, shown; its user id is what four eyes compares (a rename changes nothing). */
  proposedBy: string;
  proposedById: number;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The section as it was when proposed, and as proposed. */
  before: EmvApplication[] | CaKey[] | HostSettings[];
  after: EmvApplication[] | CaKey[] | HostSettings[];
  diff: ItemChange[];
}

export type ProposalDecision = 'APPROVE' | 'REJECT';

/** Why a decision is refused: the proposer's own, already decided, or the section moved since. */
export type DecisionRefusal = 'OWN_PROPOSAL' | 'ALREADY_DECIDED' | 'STALE';

const hexFieldsOfApplication = [
  'aid',
  'kernelId',
  'terminalCapabilities',
  'tacDefault',
  'tacDenial',
  'tacOnline',
  'ddol',
  'tdol',
] as const;
const hexFieldsOfKey = ['rid', 'index', 'exponent', 'modulus', 'hash'] as const;

const normalizedApplication = (app: EmvApplication): EmvApplication => ({
  ...app,
  label: app.label.trim(),
  ...Object.fromEntries(hexFieldsOfApplication.map((field) => [field, normalizeHex(app[field])])),
});

const normalizedKey = (caKey: CaKey): CaKey => ({
  ...caKey,
  ...Object.fromEntries(hexFieldsOfKey.map((field) => [field, normalizeHex(caKey[field])])),
});

/** The values a proposal would apply, cleaned; with the errors that refuse it, if any. */
export const checkedProposal = (section: ProposalSection, items: unknown[]) => {
  if (section === 'EMV_APPLICATIONS') {
    const after = (items as EmvApplication[]).map(normalizedApplication);
    return { after, errors: validateApplications(after) };
  }
  const after = (items as CaKey[]).map(normalizedKey);
  return { after, errors: validateCaKeys(after) };
};

export const diffOf = (section: ProposalSection, before: unknown[], after: unknown[]): ItemChange[] =>
  section === 'EMV_APPLICATIONS'
    ? applicationsDiff(before as EmvApplication[], after as EmvApplication[])
    : caKeysDiff(before as CaKey[], after as CaKey[]);

export const currentOf = (section: ProposalSection, config: EmvConfiguration): EmvApplication[] | CaKey[] =>
  section === 'EMV_APPLICATIONS' ? config.applications : config.caKeys;

/** The configuration once an approved proposal is applied. */
export const applied = (
  config: EmvConfiguration,
  proposal: { section: ProposalSection; after: ParameterProposal['after'] },
): EmvConfiguration =>
  proposal.section === 'EMV_APPLICATIONS'
    ? { ...config, applications: proposal.after as EmvApplication[] }
    : { ...config, caKeys: proposal.after as CaKey[] };

/**
 * Whether the user `deciderId` may decide the proposal now: never their own, only once, and only while the
 * section still holds (`current`) what the proposal was made against (else the diff would lie).
 */
export const decisionRefusal = (
  proposal: ParameterProposal,
  deciderId: number,
  current: readonly unknown[],
  decision: ProposalDecision,
): DecisionRefusal | undefined => {
  if (proposal.status !== 'PENDING') return 'ALREADY_DECIDED';
  if (proposal.proposedById === deciderId) return 'OWN_PROPOSAL';
  const unchanged = JSON.stringify(current) === JSON.stringify(proposal.before);
  return decision === 'APPROVE' && !unchanged ? 'STALE' : undefined;
};
