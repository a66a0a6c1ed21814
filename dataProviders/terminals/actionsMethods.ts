import { defineMethods } from '../defineMethods';
import type { DataProvider } from 'ra-core';
import type { TerminalAction } from '../../resources/terminalsHistory/schema';

/**
 * The terminal detail's actions as custom data provider methods, on the terminal service;
 * installs go to the app service (spec section 7: Application InstallApp, Component install).
 * The HTTP client (`actionsHttp.ts`) and the in-memory one (`actionsFakerest.ts`) implement this
 * one interface.
 */

/** Pushes that need only the terminal (and its serial number, for logs). */
export type TerminalPush = 'REQUEST_STATUS' | 'REQUEST_LOGS' | 'RESTART' | 'SOFT_DELETE' | 'TPV_INITIALIZATION';

export interface TerminalRef {
  terminalId: number;
  serialNumber: string;
}

export interface TerminalActionsMethods {
  /** The terminal's actions, newest first; pending ones whose answer is due are settled first. */
  terminalHistory(params: {
    terminalId: number;
    page: number;
    perPage: number;
  }): Promise<{ data: TerminalAction[]; total: number }>;
  pushTerminalAction(params: TerminalRef & { action: TerminalPush }): Promise<{ data: TerminalAction }>;
  hardDeleteTerminal(params: { terminalId: number }): Promise<{ data: { id: number } }>;
  assignTerminalTags(params: { terminalId: number; tagIds: number[] }): Promise<{ data: { id: number } }>;
  installAppVersion(params: { appVersionId: number; terminalIds: number[] }): Promise<{ data: TerminalAction[] }>;
  installComponent(params: { componentId: number; terminalIds: number[] }): Promise<{ data: TerminalAction[] }>;
}

export type TerminalActionsDataProvider = DataProvider & TerminalActionsMethods;

export const terminalActionsFamily = defineMethods<TerminalActionsMethods>({
  domain: 'terminals',
  names: {
    terminalHistory: true,
    pushTerminalAction: true,
    hardDeleteTerminal: true,
    assignTerminalTags: true,
    installAppVersion: true,
    installComponent: true,
  },
  http: async (context) => (await import('./actionsHttp')).createHttpTerminalActionsMethods(context),
  fake: async (context) => (await import('./actionsFakerest')).createFakeTerminalActionsMethods(context.provider),
});
