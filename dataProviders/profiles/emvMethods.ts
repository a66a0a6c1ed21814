import type { DataProvider } from 'ra-core';
import type { ParameterProposal, ProposalDecision, ProposalStatus } from '../../resources/profiles/approvals/proposals';
import type { CaKeyCertificate, EmvConfiguration, ProposalSection } from '../../resources/profiles/emv/emvShapes';
import type { UpdateImpact, UpdateRow, UpdateTarget } from '../../resources/profiles/parameterUpdate/updateShapes';
import type { MethodNames } from '../lazyMethods';

/**
 * A profile's EMV configuration, the four-eyes proposals over it and the parameter push, as custom
 * data provider methods. Called with the `profiles` resource, so they reach the terminal service's
 * client. The HTTP client (emvHttp.ts) and the in-memory one (emvFakerest.ts) implement this.
 */
export interface ProfileEmvMethods {
  emvConfiguration(resource: string, params: { profileId: number }): Promise<{ data: EmvConfiguration }>;
  /** Stores the section as it should become, as a proposal; refused with `items.<n>.<field>` errors. */
  proposeEmvChange(
    resource: string,
    params: { profileId: number; section: ProposalSection; items: unknown[] },
  ): Promise<{ data: ParameterProposal }>;
  parameterProposals(
    resource: string,
    params: { status?: ProposalStatus; profileId?: number },
  ): Promise<{ data: ParameterProposal[] }>;
  decideProposal(
    resource: string,
    params: { id: number; decision: ProposalDecision },
  ): Promise<{ data: ParameterProposal }>;
  caKeyCertificates(resource: string, params: Record<string, never>): Promise<{ data: CaKeyCertificate[] }>;
  parameterUpdateImpact(resource: string, params: { target: UpdateTarget }): Promise<{ data: UpdateImpact }>;
  sendParameterUpdate(
    resource: string,
    params: { target: UpdateTarget },
  ): Promise<{ data: { impact: UpdateImpact; rows: UpdateRow[] } }>;
  parameterUpdateStates(resource: string, params: { actionIds: number[] }): Promise<{ data: UpdateRow[] }>;
}

export type ProfileEmvDataProvider = DataProvider & ProfileEmvMethods;

export const profileEmvMethodNames: MethodNames<ProfileEmvMethods> = {
  emvConfiguration: true,
  proposeEmvChange: true,
  parameterProposals: true,
  decideProposal: true,
  caKeyCertificates: true,
  parameterUpdateImpact: true,
  sendParameterUpdate: true,
  parameterUpdateStates: true,
};
