import type { CsvFormat } from '../../../csvImport/csvFormat';
import { checkRow, serialKey } from './checkRow';
import { importColumns, problemKeys, requiredImportColumns, type ImportColumn } from './importFormat';
import { keyedProblem } from './rowProblems';

/** The terminal import as the shared CSV machinery reads it. */
export const terminalCsvFormat: CsvFormat<ImportColumn> = {
  name: 'terminals',
  columns: importColumns,
  required: requiredImportColumns,
  keyColumn: 'serialNumber',
  keyOf: serialKey,
  repeated: (row, key, first) => ({
    ...keyedProblem(row, problemKeys.duplicateInFile, { serial: key, first }, 'serialNumber'),
    code: 'TM-0008',
  }),
  checkRow,
  exampleRows: () => [
    ['PAX000000101', 'Caja 1', 'C0001', 'Cajas principales C0001', 'PAX', 'A920', '', 'Entidad', ''],
    ['PAX000000102', '', 'C0001', '', 'PAX', 'A920', '', '', ''],
    ['SUNMI0000103', 'Terraza', 'C0002', '', 'Sunmi', 'P2', 'Perfil general', 'Comercio', 'Distribuciones TPV'],
  ],
};
