import type { z } from 'zod';
import { REQUIRED, fieldIssues } from '../../../core/validation';
import { codeMessage, type ImportColumn, type ImportRow, type RowProblem } from './importFormat';

/** The CSV column a terminal field comes from. */
export const columnOfField: Record<string, ImportColumn> = {
  serialNumber: 'serialNumber',
  alias: 'alias',
  commerceId: 'commerceCode',
  groupId: 'group',
  brandId: 'brand',
  modelId: 'model',
  profileId: 'profile',
  owner: 'owner',
  distributor: 'distributor',
};

/** Codes that say exactly what is wrong with a value are kept; other refusals become PM-0036. */
const KEPT_CODES = new Set(['TM-0001', 'TM-0003', 'TM-0006']);

export const missingValues = (row: ImportRow, column: ImportColumn): RowProblem => ({
  row: row.row,
  code: 'PM-0035',
  message: codeMessage('PM-0035'),
  args: { 0: row.row },
  column,
  key: row.values.serialNumber,
});

export const badValue = (row: ImportRow, column: ImportColumn): RowProblem => ({
  row: row.row,
  code: 'PM-0036',
  message: codeMessage('PM-0036'),
  args: { 0: row.row, 1: column, 2: row.values[column] },
  column,
  key: row.values.serialNumber,
});

/** A problem with a catalogue code. */
export const codedProblem = (
  row: ImportRow,
  code: string,
  args: Record<string, string | number> = {},
  column?: ImportColumn,
): RowProblem => ({
  row: row.row,
  code,
  message: codeMessage(code),
  args,
  column,
  key: row.values.serialNumber,
});

/** A problem the catalogue has no code for, shown with its own message key. */
export const keyedProblem = (
  row: ImportRow,
  message: string,
  args: Record<string, string | number> = {},
  column?: ImportColumn,
): RowProblem => ({ row: row.row, message, args, column, key: row.values.serialNumber });

/**
 * A terminal schema's refusal of a row as the import reports it: a missing value is PM-0035, a
 * serial or alias the spec has a code for keeps it (TM-0001, TM-0006), anything else is PM-0036
 * naming the row, the column and the value. One problem per column.
 */
export const problemsOfIssues = (row: ImportRow, error: z.ZodError): RowProblem[] => {
  const seen = new Set<ImportColumn>();
  return fieldIssues(error).flatMap(({ path, message }) => {
    const column = columnOfField[path.split('.')[0]];
    if (!column || seen.has(column)) return [];
    seen.add(column);
    if (message === REQUIRED) return [missingValues(row, column)];
    if (KEPT_CODES.has(message)) return [codedProblem(row, message, {}, column)];
    return [badValue(row, column)];
  });
};
