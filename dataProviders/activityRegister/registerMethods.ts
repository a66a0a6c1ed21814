import type { DataProvider } from 'ra-core';
import { defineMethods } from '../defineMethods';

/** The register's filter values as the reports service lists them. */
export interface ActivityRegisterMethods {
  registerObjectTypes(): Promise<{ data: string[] }>;
  registerObjectActions(): Promise<{ data: string[] }>;
}

export type ActivityRegisterDataProvider = DataProvider & ActivityRegisterMethods;

export const activityRegisterFamily = defineMethods<ActivityRegisterMethods>({
  domain: 'activityRegister',
  names: { registerObjectTypes: true, registerObjectActions: true },
  http: async (context) => (await import('./registerHttp')).createHttpActivityRegisterMethods(context),
  fake: async (context) => (await import('./registerFakerest')).createFakeActivityRegisterMethods(context),
});
