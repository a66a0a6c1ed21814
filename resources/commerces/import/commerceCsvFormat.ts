import type { CsvFormat } from '../../csvImport/csvFormat';
import {
  checkCommerceRow,
  commerceColumns,
  commerceImportKeys,
  merchantKey,
  requiredCommerceColumns,
  type CommerceColumn,
} from './commerceImportFormat';
import { commerceExampleRows } from './commerceExample';

/** The commerce import as the shared CSV machinery reads it. */
export const commerceCsvFormat: CsvFormat<CommerceColumn> = {
  name: 'commerces',
  columns: commerceColumns,
  required: requiredCommerceColumns,
  keyColumn: 'merchantId',
  keyOf: merchantKey,
  repeated: (row, key, first) => ({
    row: row.row,
    code: 'CM-0001',
    message: commerceImportKeys.duplicateInFile,
    args: { key, first },
    column: 'merchantId',
    key: row.values.merchantId,
  }),
  checkRow: checkCommerceRow,
  exampleRows: commerceExampleRows,
};
