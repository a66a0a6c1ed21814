import type { DataProvider } from 'ra-core';
import { defineMethods } from '../defineMethods';
import type { Network } from '../../resources/networks/schema';
import type {
  EnablementBody,
  EnablementOutcome,
  EnablementTarget,
  NetworkTerminalCounts,
} from '../../resources/networks/networkShapes';
import type { GeneralConfig } from '../../resources/settings/generalConfig';
import type { Logo, LogoIcon, LogoUpload } from '../../resources/settings/logoShapes';
import type { User } from '../../resources/users/schema';

/** The logos of the entity, as the three logo calls answer them. */
export interface LogoSchedule {
  current: Logo | null;
  past: Logo[];
  next: Logo[];
}

/**
 * The administration and settings calls beyond CRUD. Users' calls go to identity,
 * the others to parameters; the HTTP client below and the in-memory one implement this interface.
 */
export interface SettingsMethods {
  unblockUser(params: { userId: number }): Promise<{ data: User }>;
  resetUserTwoFactor(params: { userId: number }): Promise<{ data: User }>;
  /** The entity's networks in their new order, highest priority first. */
  reorderNetworks(params: { ids: number[] }): Promise<{ data: Network[] }>;
  switchNetwork(
    params: { networkId: number; enable: boolean; target: EnablementTarget } & EnablementBody,
  ): Promise<{ data: EnablementOutcome }>;
  networkTerminalCounts(params: { networkId: number }): Promise<{ data: NetworkTerminalCounts }>;
  logoSchedule(): Promise<{ data: LogoSchedule }>;
  logoIcon(params: { id: number }): Promise<{ data: LogoIcon }>;
  uploadLogo(params: LogoUpload): Promise<{ data: Logo }>;
  cancelLogo(params: { id: number }): Promise<{ data: Logo }>;
  generalConfig(): Promise<{ data: GeneralConfig }>;
  saveGeneralConfig(params: GeneralConfig): Promise<{ data: GeneralConfig }>;
}

export type SettingsDataProvider = DataProvider & SettingsMethods;

export const settingsFamily = defineMethods<SettingsMethods>({
  domain: 'settings',
  names: {
    unblockUser: true,
    resetUserTwoFactor: true,
    reorderNetworks: true,
    switchNetwork: true,
    networkTerminalCounts: true,
    logoSchedule: true,
    logoIcon: true,
    uploadLogo: true,
    cancelLogo: true,
    generalConfig: true,
    saveGeneralConfig: true,
  },
  http: async (context) => (await import('./settingsHttp')).createHttpSettingsMethods(context),
  fake: async (context) => (await import('./settingsFakerest')).createFakeSettingsMethods(context),
});
