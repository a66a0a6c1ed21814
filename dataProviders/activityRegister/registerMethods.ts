import type { DataProvider } from 'ra-core';
import type { ChainHead } from '../../resources/activityRegister/chain';
import { defineMethods } from '../defineMethods';

/** The register's filter values and chain head as the reports service gives them. */
export interface ActivityRegisterMethods {
  registerObjectTypes(): Promise<{ data: string[] }>;
  registerObjectActions(): Promise<{ data: string[] }>;
  /** The entity's last entry (sequence and hash): what an export must end with to be complete. */
  registerChainHead(): Promise<{ data: ChainHead }>;
}

export type ActivityRegisterDataProvider = DataProvider & ActivityRegisterMethods;

export const activityRegisterFamily = defineMethods<ActivityRegisterMethods>({
  domain: 'activityRegister',
  names: { registerObjectTypes: true, registerObjectActions: true, registerChainHead: true },
  http: async (context) => (await import('./registerHttp')).createHttpActivityRegisterMethods(context),
  fake: async (context) => (await import('./registerFakerest')).createFakeActivityRegisterMethods(context),
});
