import type { HostSettings } from '../../resources/profiles/approvals/hostProposal';
import type { ParameterProposal } from '../../resources/profiles/approvals/proposals';
import { seededEmvConfiguration } from '../../resources/profiles/emv/emvSeed';
import type { EmvConfiguration } from '../../resources/profiles/emv/emvShapes';

/** Where the in-memory parameters keep a profile's host settings, for approvals to read and apply. */
export interface FakeHostSettings {
  current(profileId: number): Promise<HostSettings[]>;
  apply(profileId: number, after: HostSettings[]): Promise<void>;
}

/**
 * The proposals the in-memory EMV and parameter methods share (fakerest mode), as the sandbox's
 * terminal and parameters services share one table: EMV and host changes wait on one board.
 */
export interface FakeProposalBoard {
  proposals: ParameterProposal[];
  hosts?: FakeHostSettings;
  /**
   * Profiles' EMV configurations by profile id, from the start (a profile's creation and copy write
   * here before the EMV methods load); a seeded profile not yet read has its seeded one.
   */
  emvConfigs: Map<number, EmvConfiguration>;
}

export const createFakeProposalBoard = (): FakeProposalBoard => ({ proposals: [], emvConfigs: new Map() });

/** A profile's EMV configuration in memory: as last written, else as the seed made it. */
export const fakeEmvConfigOf = (board: FakeProposalBoard, profileId: number, now: number): EmvConfiguration => {
  const config = board.emvConfigs.get(profileId) ?? { profileId, ...seededEmvConfiguration(profileId, now) };
  board.emvConfigs.set(profileId, config);
  return config;
};
