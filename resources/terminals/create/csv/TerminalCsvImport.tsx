import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { TerminalImportDataProvider } from '../../../../dataProviders/terminals/importMethods';
import { CsvImport } from '../../../csvImport/CsvImport';
import type { ImportBatch } from '../../../csvImport/importTypes';
import { terminals } from '../../schema';
import { terminalCsvFormat } from './terminalCsvFormat';

/** Terminal creation from a CSV file, through the shared CSV import. */
export const TerminalCsvImport = () => {
  const dataProvider = useDataProvider<TerminalImportDataProvider>();
  const send = useCallback(
    async (batch: ImportBatch) => (await dataProvider.importTerminals({ batch })).data,
    [dataProvider],
  );
  return (
    <CsvImport format={terminalCsvFormat} texts="terminalImport" send={send} listPath={`/${terminals.resource}`} />
  );
};
