import type { DataProvider } from 'ra-core';
import type { MethodNames } from '../lazyMethods';

/** The register's filter values as the reports service lists them (resource: the register's). */
export interface ActivityRegisterMethods {
  registerObjectTypes(resource: string, params?: Record<string, never>): Promise<{ data: string[] }>;
  registerObjectActions(resource: string, params?: Record<string, never>): Promise<{ data: string[] }>;
}

export type ActivityRegisterDataProvider = DataProvider & ActivityRegisterMethods;

export const activityRegisterMethodNames: MethodNames<ActivityRegisterMethods> = {
  registerObjectTypes: true,
  registerObjectActions: true,
};
