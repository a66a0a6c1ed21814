import type { DataProvider } from 'ra-core';
import type { ParameterProposal, ProposalDecision, ProposalStatus } from '../../resources/profiles/approvals/proposals';
import type { CaKeyCertificate, EmvConfiguration, ProposalSection } from '../../resources/profiles/emv/emvShapes';
import type {
  UpdateImpact,
  UpdateRequest,
  UpdateRow,
  UpdateTarget,
} from '../../resources/profiles/parameterUpdate/updateShapes';
import { defineMethods } from '../defineMethods';

/**
 * A profile's EMV configuration, the four-eyes proposals over it and the parameter push, as custom
 * data provider methods on the terminal service. The HTTP client (emvHttp.ts) and the in-memory
 * one (emvFakerest.ts) implement this.
 */
export interface ProfileEmvMethods {
  emvConfiguration(params: { profileId: number }): Promise<{ data: EmvConfiguration }>;
  /** Stores the section as it should become, as a proposal; refused with `items.<n>.<field>` errors. */
  proposeEmvChange(params: {
    profileId: number;
    section: ProposalSection;
    items: unknown[];
  }): Promise<{ data: ParameterProposal }>;
  parameterProposals(params: { status?: ProposalStatus; profileId?: number }): Promise<{ data: ParameterProposal[] }>;
  decideProposal(params: { id: number; decision: ProposalDecision }): Promise<{ data: ParameterProposal }>;
  caKeyCertificates(params: Record<string, never>): Promise<{ data: CaKeyCertificate[] }>;
  parameterUpdateImpact(params: { target: UpdateTarget }): Promise<{ data: UpdateImpact }>;
  sendParameterUpdate(params: UpdateRequest): Promise<{ data: { impact: UpdateImpact; rows: UpdateRow[] } }>;
  parameterUpdateStates(params: { actionIds: number[] }): Promise<{ data: UpdateRow[] }>;
  /** The listed pushes still waiting for their terminal fail as CANCELLED; answers every listed row. */
  cancelWaitingParameterUpdate(params: { actionIds: number[] }): Promise<{ data: UpdateRow[] }>;
}

export type ProfileEmvDataProvider = DataProvider & ProfileEmvMethods;

export const profileEmvFamily = defineMethods<ProfileEmvMethods>({
  domain: 'profiles',
  names: {
    emvConfiguration: true,
    proposeEmvChange: true,
    parameterProposals: true,
    decideProposal: true,
    caKeyCertificates: true,
    parameterUpdateImpact: true,
    sendParameterUpdate: true,
    parameterUpdateStates: true,
    cancelWaitingParameterUpdate: true,
  },
  http: async (context) => (await import('./emvHttp')).createHttpProfileEmvMethods(context),
  fake: async (context) =>
    (await import('./emvFakerest')).createFakeProfileEmvMethods(context.provider, {
      board: context.proposals,
      decider: context.signedInUser,
    }),
});
