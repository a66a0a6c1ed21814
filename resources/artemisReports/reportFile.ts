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

/** The first and last day of a report's period (YYYY-MM), as the operations' date filter takes them. */
export const periodBounds = (period: string) => {
  const [year, month] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { date_gte: `${period}-01`, date_lte: last };
};

/** The report's file: a CSV of the period's operations, written by the one safe writer. */
export const artemisReportCsv = (operations: readonly Record<string, unknown>[]) =>
  CSV_BOM +
  csvText(
    ARTEMIS_COLUMNS,
    operations.map((operation) => ARTEMIS_COLUMNS.map((column) => (operation[column] ?? null) as CellValue)),
  );
