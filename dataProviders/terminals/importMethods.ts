import { defineMethods } from '../defineMethods';
import type { DataProvider } from 'ra-core';
import type { ImportBatch, RowResult } from '../../resources/terminals/create/csv/importFormat';

/**
 * Terminal creation in bulk (CSV import, creation by group) as one custom data provider method,
 * declared here and implemented over HTTP (`importHttp.ts`) and in memory (`importFakerest.ts`).
 */

export interface ImportTerminalsParams {
  /** At most IMPORT_BATCH_SIZE rows, as JSON. */
  batch: ImportBatch;
}

export interface TerminalImportMethods {
  /** Creates every good row and answers, row by row, the new terminal's id or why it was refused. */
  importTerminals(params: ImportTerminalsParams): Promise<{ data: RowResult[] }>;
  /** The same for serials typed at once (creation by group), on the service's AddSeveral. */
  addSeveralTerminals(params: ImportTerminalsParams): Promise<{ data: RowResult[] }>;
}

export type TerminalImportDataProvider = DataProvider & TerminalImportMethods;

/** `POST {terminal}/api/v1/Terminal/import` (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = 'api/v1/Terminal/import';
/** `POST {terminal}/api/v1/Terminal/AddSeveral` (spec section 7: Terminal AddSeveral). */
export const TERMINAL_ADD_SEVERAL_PATH = 'api/v1/Terminal/AddSeveral';

export const terminalImportFamily = defineMethods<TerminalImportMethods>({
  domain: 'terminals',
  names: {
    importTerminals: true,
    addSeveralTerminals: true,
  },
  http: async (context) => (await import('./importHttp')).createHttpTerminalImportMethods(context),
  fake: async (context) => (await import('./importFakerest')).createFakeTerminalImportMethods(context),
});
