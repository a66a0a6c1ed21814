/**
 * The terminal CSV import format, shared by the console (its parsing worker) and the sandbox's
 * import endpoint. Plain TypeScript: no React, no browser API. The machinery around it (worker,
 * preview, batches, report) is resources/csvImport's, which the commerce import shares.
 *
 * Commerces, groups, brands, models and profiles are named as people know them (commerce code,
 * names); the service resolves them inside the caller's entity.
 */
import { checkHeaderOf, columnsOfHeaderOf, emptyValuesOf } from '../../../csvImport/csvFormat';
import type { HeaderCheck as AnyHeaderCheck, ImportRow as AnyImportRow } from '../../../csvImport/importTypes';

export {
  batchOf,
  codeMessage,
  IMPORT_BATCH_SIZE,
  type ImportBatch,
  type RowProblem,
  type RowResult,
} from '../../../csvImport/importTypes';

export const importColumns = [
  'serialNumber',
  'alias',
  'commerceCode',
  'group',
  'brand',
  'model',
  'profile',
  'owner',
  'distributor',
] as const;

export type ImportColumn = (typeof importColumns)[number];

export const requiredImportColumns: readonly ImportColumn[] = ['serialNumber', 'commerceCode', 'brand', 'model'];

export type ImportRow = AnyImportRow<ImportColumn>;
export type HeaderCheck = AnyHeaderCheck<ImportColumn>;

const columnsOnly = { columns: importColumns };

export const emptyValues = (): Record<ImportColumn, string> => emptyValuesOf(columnsOnly);

export const checkHeader = (header: readonly string[]): HeaderCheck => checkHeaderOf(columnsOnly, header);

export const columnsOfHeader = (header: readonly string[]): (ImportColumn | undefined)[] =>
  columnsOfHeaderOf(columnsOnly, header);

/** Message keys of the refusals the catalogue has no code for (spec section 5's group rule, ...). */
export const problemKeys = {
  commerceWithoutGroup: 'terminalImport.problems.commerceWithoutGroup',
  groupOfAnotherCommerce: 'terminalImport.problems.groupOfAnotherCommerce',
  duplicateInFile: 'terminalImport.problems.duplicateInFile',
  notSent: 'terminalImport.problems.notSent',
} as const;
