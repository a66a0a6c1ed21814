import { isErrorCode } from '../../core/errorCodes';
import { REQUIRED, fieldIssues, zodSchemaOf } from '../../core/validation';
import type { ServiceErrorBody } from '../../core/wire';
import { codeMessage, type ImportRow, type RowProblem } from '../../csvImport/importTypes';
import type { ImportContext } from '../../csvImport/csvFormat';
import { commerceIssues } from '../rules/commerceVariant';
import { commerces } from '../schema';

/**
 * The commerce CSV import (spec section 7: Commerce create/from-file, csv/example), shared by the
 * console's worker and the commerce service: one commerce per row, the address flattened into
 * columns. Plain TypeScript.
 */
export const commerceColumns = [
  'name',
  'merchantId',
  'commerceCode',
  'taxId',
  'categoryCode',
  'street',
  'number',
  'city',
  'state',
  'postalCode',
  'phone',
  'email',
  'website',
  'type',
  'status',
] as const;

export type CommerceColumn = (typeof commerceColumns)[number];
export type CommerceRow = ImportRow<CommerceColumn>;

/** Required in every entity; what an entity's variant adds (RNC, CIF, ...) the service checks. */
export const requiredCommerceColumns: readonly CommerceColumn[] = [
  'name',
  'merchantId',
  'commerceCode',
  'categoryCode',
  'street',
  'city',
];

const addressColumns = ['street', 'number', 'city', 'state', 'postalCode'] as const;

/** The column a commerce field comes from ('address.city' from 'city'). */
export const columnOfCommerceField = (path: string): CommerceColumn | undefined => {
  const field = path.startsWith('address.') ? path.slice('address.'.length) : path;
  return (commerceColumns as readonly string[]).includes(field) ? (field as CommerceColumn) : undefined;
};

export const commerceImportKeys = {
  duplicateInFile: 'commerceImport.problems.duplicateInFile',
} as const;

const problem = (
  row: CommerceRow,
  code: string | undefined,
  message: string,
  args: RowProblem['args'],
  column?: string,
): RowProblem => ({
  row: row.row,
  ...(code ? { code } : {}),
  message,
  args,
  column,
  key: row.values.merchantId,
});

export const missingValue = (row: CommerceRow, column: CommerceColumn) =>
  problem(row, 'PM-0035', codeMessage('PM-0035'), { 0: row.row }, column);

export const badValue = (row: CommerceRow, column: CommerceColumn) =>
  problem(row, 'PM-0036', codeMessage('PM-0036'), { 0: row.row, 1: column, 2: row.values[column] }, column);

/**
 * A refusal of one field as a row problem: missing is PM-0035, a catalogue code is kept (CM-0001,
 * GM-0015...), any other rule is PM-0036 naming the row, the column and the value.
 */
export const problemOfField = (row: CommerceRow, path: string, code: string): RowProblem => {
  const column = columnOfCommerceField(path);
  if (!column)
    return problem(row, isErrorCode(code) ? code : undefined, isErrorCode(code) ? codeMessage(code) : code, {});
  if (code === REQUIRED) return missingValue(row, column);
  if (isErrorCode(code)) return problem(row, code, codeMessage(code), {}, column);
  return badValue(row, column);
};

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The commerce a row describes; type and status default as the form does. */
export const recordOfCommerceRow = ({ values }: CommerceRow): Record<string, unknown> => ({
  name: values.name.trim(),
  merchantId: values.merchantId.trim(),
  commerceCode: values.commerceCode.trim(),
  taxId: blankToNull(values.taxId),
  categoryCode: values.categoryCode.trim(),
  address: Object.fromEntries(addressColumns.map((column) => [column, blankToNull(values[column])])),
  phone: blankToNull(values.phone),
  email: blankToNull(values.email),
  website: blankToNull(values.website),
  type: blankToNull(values.type)?.toUpperCase() ?? 'PHYSICAL',
  status: blankToNull(values.status)?.toUpperCase() ?? 'ACTIVE',
});

/** One problem per column, in column order. */
const firstPerColumn = (problems: RowProblem[]) => {
  const seen = new Set<string | undefined>();
  return problems.filter((found) => {
    if (seen.has(found.column)) return false;
    seen.add(found.column);
    return true;
  });
};

/**
 * The problems of a row as the service finds them: missing values (PM-0035), the commerce
 * schema's rules, then the importing entity's variant (its RNC or CIF, the fields it requires,
 * the e-mail its configuration asks for).
 */
export const checkCommerceRow = (row: CommerceRow, context?: ImportContext): RowProblem[] => {
  const missing = requiredCommerceColumns.filter((column) => row.values[column].trim() === '');
  if (missing.length) return missing.map((column) => missingValue(row, column));
  const record = recordOfCommerceRow(row);
  const result = zodSchemaOf(commerces, 'create').safeParse(record);
  const found = result.success ? [] : fieldIssues(result.error).map(({ path, message }) => ({ path, code: message }));
  const variant = context ? commerceIssues(record, context.entityId, context.config) : [];
  return firstPerColumn([...found, ...variant].map(({ path, code }) => problemOfField(row, path, code)));
};

/**
 * A refusal of a row's commerce by the service (the engine's CM-0001 and CM-0003, the commerce's
 * rules: the entity's variant) as row problems, one per field.
 */
export const problemsOfRefusal = (row: CommerceRow, body: ServiceErrorBody): RowProblem[] => {
  const errors = Object.entries(body.Errors ?? {});
  if (!errors.length) return [problemOfField(row, '', body.Code ?? 'errors.generic.oops')];
  return errors.map(([path, code]) => problemOfField(row, path, code));
};

/** Merchant ids compare trimmed and without case. */
export const merchantKey = (value: string) => value.trim().toUpperCase();
