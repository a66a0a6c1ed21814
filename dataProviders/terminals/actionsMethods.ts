import type { MethodNames } from '../lazyMethods';
import type { DataProvider } from 'ra-core';
import type { TerminalAction } from '../../resources/terminalsHistory/schema';

/**
 * The terminal detail's actions as custom data provider methods. They are called with the
 * `terminalActions` resource, so `combineDataProviders` routes them to the terminal service's
 * client; installs go on to the app service (spec section 7: Application InstallApp, Component
 * install). The HTTP client below and the in-memory one (`terminalActionsFakerest.ts`) implement
 * this one interface.
 */

export const TERMINAL_ACTIONS_RESOURCE = 'terminalsHistory';

/** Pushes that need only the terminal (and its serial number, for logs). */
export type TerminalPush = 'REQUEST_STATUS' | 'REQUEST_LOGS' | 'RESTART' | 'SOFT_DELETE' | 'TPV_INITIALIZATION';

export interface TerminalRef {
  terminalId: number;
  serialNumber: string;
}

export interface TerminalActionsMethods {
  /** The terminal's actions, newest first; pending ones whose answer is due are settled first. */
  terminalHistory(
    resource: string,
    params: { terminalId: number; page: number; perPage: number },
  ): Promise<{ data: TerminalAction[]; total: number }>;
  pushTerminalAction(
    resource: string,
    params: TerminalRef & { action: TerminalPush },
  ): Promise<{ data: TerminalAction }>;
  hardDeleteTerminal(resource: string, params: { terminalId: number }): Promise<{ data: { id: number } }>;
  assignTerminalTags(
    resource: string,
    params: { terminalId: number; tagIds: number[] },
  ): Promise<{ data: { id: number } }>;
  installAppVersion(
    resource: string,
    params: { appVersionId: number; terminalIds: number[] },
  ): Promise<{ data: TerminalAction[] }>;
  installComponent(
    resource: string,
    params: { componentId: number; terminalIds: number[] },
  ): Promise<{ data: TerminalAction[] }>;
}

export type TerminalActionsDataProvider = DataProvider & TerminalActionsMethods;

/** The method names, so the HTTP implementation can load on first call. */
export const terminalActionsMethodNames: MethodNames<TerminalActionsMethods> = {
  terminalHistory: true,
  pushTerminalAction: true,
  hardDeleteTerminal: true,
  assignTerminalTags: true,
  installAppVersion: true,
  installComponent: true,
};
