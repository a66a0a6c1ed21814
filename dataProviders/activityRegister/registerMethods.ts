import type { DataProvider } from 'ra-core';
import type { ChainHead } from '../../resources/activityRegister/chain';
import type { MethodNames } from '../lazyMethods';

/** The register's filter values and chain head as the reports service gives them (resource: the register's). */
export interface ActivityRegisterMethods {
  registerObjectTypes(resource: string, params?: Record<string, never>): Promise<{ data: string[] }>;
  registerObjectActions(resource: string, params?: Record<string, never>): Promise<{ data: string[] }>;
  /** The entity's last entry (sequence and hash): what an export must end with to be complete. */
  registerChainHead(resource: string, params?: Record<string, never>): Promise<{ data: ChainHead }>;
}

export type ActivityRegisterDataProvider = DataProvider & ActivityRegisterMethods;

export const activityRegisterMethodNames: MethodNames<ActivityRegisterMethods> = {
  registerObjectTypes: true,
  registerObjectActions: true,
  registerChainHead: true,
};
