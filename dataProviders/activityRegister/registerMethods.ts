import type { DataProvider } from 'ra-core';
import type { ChainHead } from '../../resources/activityRegister/chain';
import type { RegisterSheetTexts } from '../../resources/activityRegister/export/registerWorkbook';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import { defineMethods } from '../defineMethods';

/** The register's filter values, chain head and Excel export as the reports service gives them. */
export interface ActivityRegisterMethods {
  registerObjectTypes(): Promise<{ data: string[] }>;
  registerObjectActions(): Promise<{ data: string[] }>;
  /** The entity's last entry (sequence and hash): what an export must end with to be complete. */
  registerChainHead(): Promise<{ data: ChainHead }>;
  /** The entity's whole register up to its head as a workbook, in the caller's words. */
  registerExcel(params: { texts: RegisterSheetTexts }): Promise<{ data: DownloadedFile }>;
}

export type ActivityRegisterDataProvider = DataProvider & ActivityRegisterMethods;

export const activityRegisterFamily = defineMethods<ActivityRegisterMethods>({
  domain: 'activityRegister',
  names: { registerObjectTypes: true, registerObjectActions: true, registerChainHead: true, registerExcel: true },
  http: async (context) => (await import('./registerHttp')).createHttpActivityRegisterMethods(context),
  fake: async (context) => (await import('./registerFakerest')).createFakeActivityRegisterMethods(context),
});
