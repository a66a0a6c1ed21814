import type { DataProvider } from 'ra-core';
import type { ImportRow, RowResult } from '../resources/terminals/create/csv/importFormat';
import type { ServiceName } from '../resources/core/resourceSchema';
import type { HttpClient } from './httpClient';
import type { ServiceUrls } from './services';

/**
 * Terminal creation in bulk (CSV import, creation by group) as one custom data provider method,
 * declared here and implemented over HTTP (below) and in memory (`terminalImportFakerest.ts`).
 * It takes the terminals resource first, so it reaches the terminal service's client.
 */

export interface ImportTerminalsParams {
  /** At most IMPORT_BATCH_SIZE rows. */
  rows: ImportRow[];
}

export interface TerminalImportMethods {
  /** Creates every good row and answers, row by row, the new terminal's id or why it was refused. */
  importTerminals(resource: string, params: ImportTerminalsParams): Promise<{ data: RowResult[] }>;
}

export type TerminalImportDataProvider = DataProvider & TerminalImportMethods;

/** `POST {terminal}/api/v1/Terminal/import` (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = 'api/v1/Terminal/import';

const isResults = (value: unknown): value is { results: RowResult[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { results?: unknown }).results);

export const createHttpTerminalImportMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): TerminalImportMethods => ({
  importTerminals: async (_resource, { rows }) => {
    const { json } = await httpClientFor('terminal')(`${urls.terminal}/${TERMINAL_IMPORT_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ rows }),
    });
    if (!isResults(json)) throw new Error('errors.generic.oops');
    return { data: json.results };
  },
});
