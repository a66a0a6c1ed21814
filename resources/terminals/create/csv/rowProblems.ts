import type { z } from 'zod';
import { isErrorCode } from '../../../core/errorCodes';
import { REQUIRED, fieldIssues } from '../../../core/validation';
import type { ServiceErrorBody } from '../../../core/wire';
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

/**
 * A refusal of a row's terminal by the service (uniqueness, references, the terminals' rules) as
 * the import reports it: TM-0010 with the serial and the holding entity of its Message, each
 * field's code or message key on its column, else the code alone.
 */
export const problemsOfRefusal = (row: ImportRow, body: ServiceErrorBody): RowProblem[] => {
  if (body.Code === 'TM-0010') {
    const [serial, entity = ''] = String(body.Message).split(' - ');
    return [codedProblem(row, 'TM-0010', { 0: serial, 1: entity }, 'serialNumber')];
  }
  const fields = Object.entries(body.Errors ?? {});
  if (!fields.length) return [body.Code ? codedProblem(row, body.Code) : keyedProblem(row, 'errors.generic.oops')];
  return fields.map(([field, value]) =>
    isErrorCode(value)
      ? codedProblem(row, value, {}, columnOfField[field])
      : keyedProblem(row, value, {}, columnOfField[field]),
  );
};
