import type { HttpMethodsContext } from '../defineMethods';
import type { RowResult } from '../../resources/terminals/create/csv/importFormat';
import {
  TERMINAL_ADD_SEVERAL_PATH,
  TERMINAL_IMPORT_PATH,
  type ImportTerminalsParams,
  type TerminalImportMethods,
} from './importMethods';

const isResults = (value: unknown): value is { results: RowResult[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { results?: unknown }).results);

export const createHttpTerminalImportMethods = ({ urls, httpClientFor }: HttpMethodsContext): TerminalImportMethods => {
  const send = async (path: string, { batch }: ImportTerminalsParams) => {
    const { json } = await httpClientFor('terminal')(`${urls.terminal}/${path}`, {
      method: 'POST',
      // The rows are JSON already: written into the body as they are, not parsed and written again.
      body: `{"rows":${batch.json}}`,
    });
    if (!isResults(json)) throw new Error('errors.generic.oops');
    return { data: json.results };
  };
  return {
    importTerminals: (params) => send(TERMINAL_IMPORT_PATH, params),
    addSeveralTerminals: (params) => send(TERMINAL_ADD_SEVERAL_PATH, params),
  };
};
