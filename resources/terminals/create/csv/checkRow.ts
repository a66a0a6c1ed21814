import { zodSchemaOf } from '../../../core/validation';
import { terminals } from '../../schema';
import { requiredImportColumns, type ImportRow, type RowProblem } from './importFormat';
import { missingValues, problemsOfIssues } from './rowProblems';

/** Stands in for the references the service resolves, so the values alone can be checked first. */
const RESOLVED_LATER = 1;

/**
 * The problems a row shows before anything is sent: missing values (PM-0035), then the terminal
 * schema's rules for the values it carries as they are (serial format TM-0001, alias length
 * TM-0006, owner and distributor lengths PM-0036). Names of commerces, brands and so on are
 * checked by the service, which knows them.
 */
export const checkRow = (row: ImportRow): RowProblem[] => {
  const missing = requiredImportColumns.filter((column) => row.values[column].trim() === '');
  if (missing.length) return missing.map((column) => missingValues(row, column));
  const { values } = row;
  const candidate = {
    serialNumber: values.serialNumber,
    alias: values.alias,
    owner: values.owner,
    distributor: values.distributor,
    commerceId: RESOLVED_LATER,
    brandId: RESOLVED_LATER,
    modelId: RESOLVED_LATER,
  };
  const result = zodSchemaOf(terminals, 'create').safeParse(candidate);
  return result.success ? [] : problemsOfIssues(row, result.error);
};

/** Serial numbers compare without case and surrounding spaces, as the service stores them. */
export const serialKey = (serial: string) => serial.trim().toUpperCase();
