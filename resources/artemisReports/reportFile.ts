import { CSV_BOM, csvText } from '../export/csv';
import type { CellValue } from '../export/cells';

/** The operation fields an Artemis report lists, in order (its CSV header). */
export const ARTEMIS_COLUMNS = [
  'date',
  'reference',
  'commerceId',
  'terminalSerial',
  'type',
  'status',
  'amount',
  'currency',
  'cardBrand',
  'authorizationCode',
] as const;

/**
 * The first and last instant of a report's period, a month (YYYY-MM) or a day (YYYY-MM-DD), as
 * the operations' date filter takes them: full timestamps, so the last day's operations count
 * wherever the bound is compared as text.
 */
export const periodBounds = (period: string) => {
  const [year, month, day] = period.split('-').map(Number);
  const first = day ? period : `${period}-01`;
  const last = day ? period : new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { date_gte: `${first}T00:00:00.000Z`, date_lte: `${last}T23:59:59.999Z` };
};

/** The report's file: a CSV of the period's operations, written by the one safe writer. */
export const artemisReportCsv = (operations: readonly Record<string, unknown>[]) =>
  CSV_BOM +
  csvText(
    ARTEMIS_COLUMNS,
    operations.map((operation) => ARTEMIS_COLUMNS.map((column) => (operation[column] ?? null) as CellValue)),
  );
