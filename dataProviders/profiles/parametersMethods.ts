import type { DataProvider, RaRecord } from 'ra-core';
import type { ParameterProposal } from '../../resources/profiles/approvals/proposals';
import type { EffectiveParameter } from '../../resources/profiles/parameters/effective';
import type { ImportPreview, ParameterFile } from '../../resources/profiles/parameters/transfer';
import type { ParameterSection, ParameterValues, ProfileParameters } from '../../resources/profiles/parameters/types';
import { defineMethods } from '../defineMethods';

/** A terminal's parameters: its own overrides and what it ends up with, layer by layer. */
export interface TerminalParameters {
  id: number;
  profileId: number | null;
  groupId: number | null;
  overrides: ParameterValues;
  effective: EffectiveParameter[];
}

/**
 * Profile parameters (GlobalParameterCollection) and terminal overrides
 * (TerminalParameterCollection) as custom data provider methods. Section saves
 * and imports are refused with 400 and `Errors` by parameter name, as the forms check them.
 */
export interface ProfileParametersMethods {
  getProfileParameters(params: { id: number }): Promise<{ data: ProfileParameters }>;
  saveProfileSection(params: {
    id: number;
    section: ParameterSection;
    values: ParameterValues;
  }): Promise<{ data: ProfileParameters }>;
  /**
   * The hosts tab as it should become, stored as a proposal for someone else to approve (a direct
   * save of host settings is refused); refused like a save when a value is wrong.
   */
  proposeHostChange(params: { id: number; values: ParameterValues }): Promise<{ data: ParameterProposal }>;
  /** A new profile named `name` with a copy of every parameter (secrets included, server side). */
  cloneProfile(params: { id: number; name: string }): Promise<{ data: RaRecord }>;
  exportProfileParameters(params: { id: number }): Promise<{ data: ParameterFile }>;
  previewProfileImport(params: { id: number; file: unknown }): Promise<{ data: ImportPreview }>;
  importProfileParameters(params: { id: number; file: unknown }): Promise<{ data: ProfileParameters }>;
  getTerminalParameters(params: { id: number }): Promise<{ data: TerminalParameters }>;
  /** Replaces the terminal's overrides; an empty set returns it to its profile and group. */
  saveTerminalParameters(params: { id: number; overrides: ParameterValues }): Promise<{ data: TerminalParameters }>;
}

export type ProfileParametersDataProvider = DataProvider & ProfileParametersMethods;

export const profileParametersFamily = defineMethods<ProfileParametersMethods>({
  domain: 'profiles',
  names: {
    getProfileParameters: true,
    saveProfileSection: true,
    proposeHostChange: true,
    cloneProfile: true,
    exportProfileParameters: true,
    previewProfileImport: true,
    importProfileParameters: true,
    getTerminalParameters: true,
    saveTerminalParameters: true,
  },
  http: async (context) => (await import('./parametersHttp')).createHttpProfileParametersMethods(context),
  fake: async (context) =>
    (await import('./parametersFakerest')).createFakeProfileParametersMethods(
      context.provider,
      context.mapError,
      context.proposals,
      context.signedInUser,
    ),
});
