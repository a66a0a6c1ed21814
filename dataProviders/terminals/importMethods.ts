import type { MethodNames } from '../lazyMethods';
import type { DataProvider } from 'ra-core';
import type { ImportBatch, RowResult } from '../../resources/terminals/create/csv/importFormat';

/**
 * Terminal creation in bulk (CSV import, creation by group) as one custom data provider method,
 * declared here and implemented over HTTP (below) and in memory (`terminalImportFakerest.ts`).
 * It takes the terminals resource first, so it reaches the terminal service's client.
 */

export interface ImportTerminalsParams {
  /** At most IMPORT_BATCH_SIZE rows, as JSON. */
  batch: ImportBatch;
}

export interface TerminalImportMethods {
  /** Creates every good row and answers, row by row, the new terminal's id or why it was refused. */
  importTerminals(resource: string, params: ImportTerminalsParams): Promise<{ data: RowResult[] }>;
}

export type TerminalImportDataProvider = DataProvider & TerminalImportMethods;

/** `POST {terminal}/api/v1/Terminal/import` (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = 'api/v1/Terminal/import';

/** The method names, so the HTTP implementation can load on first call. */
export const terminalImportMethodNames: MethodNames<TerminalImportMethods> = {
  importTerminals: true,
};
