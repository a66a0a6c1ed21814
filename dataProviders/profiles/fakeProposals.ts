import type { HostSettings } from '../../resources/profiles/approvals/hostProposal';
import type { ParameterProposal } from '../../resources/profiles/approvals/proposals';

/** Where the in-memory parameters keep a profile's host settings, for approvals to read and apply. */
export interface FakeHostSettings {
  current(profileId: number): Promise<HostSettings[]>;
  apply(profileId: number, after: HostSettings[]): Promise<void>;
}

/** Where the in-memory EMV methods keep profiles' configurations, for a profile's copy to take its source's. */
export interface FakeEmvConfigurations {
  copy(sourceId: number, copyId: number): Promise<void>;
}

/**
 * The proposals the in-memory EMV and parameter methods share (fakerest mode), as the sandbox's
 * terminal and parameters services share one table: EMV and host changes wait on one board.
 */
export interface FakeProposalBoard {
  proposals: ParameterProposal[];
  hosts?: FakeHostSettings;
  emv?: FakeEmvConfigurations;
}

export const createFakeProposalBoard = (): FakeProposalBoard => ({ proposals: [] });
