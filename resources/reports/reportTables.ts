import { ARTEMIS_COLUMNS } from '../artemisReports/reportFile';
import type { CellValue } from '../export/cells';
import { encodedCsv, encodedWorkbook } from '../export/encodedFile';
import type { DownloadedFile, ReportFormat } from '../terminals/operations/shapes';
import type { TableReportKind } from './reportKinds';

export { isTableReportKind, reportKinds, tableReportKinds, type ReportKind, type TableReportKind } from './reportKinds';

/** Registry name of the resource each table report lists. */
export const reportSources: Record<TableReportKind, string> = {
  user: 'users',
  commerce: 'commerces',
  artemis: 'operations',
};

/** The columns of each table report: fields of its source, in order. */
export const reportTableColumns: Record<TableReportKind, readonly string[]> = {
  user: ['userName', 'firstName', 'lastName', 'email', 'roleId', 'status', 'twoFactorEnabled'],
  commerce: ['name', 'merchantId', 'commerceCode', 'taxId', 'economicSectorId', 'type', 'status'],
  artemis: ARTEMIS_COLUMNS,
};

/** Reference columns written as the referenced record's name, by the registry name they point to. */
export const reportReferences: Record<string, string> = {
  roleId: 'roles',
  economicSectorId: 'economicSectors',
  commerceId: 'commerces',
};

/** The month an Artemis report covers when run now: the current one (YYYY-MM). */
export const currentPeriod = (now: Date) => now.toISOString().slice(0, 7);

const cellOf = (value: unknown): CellValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/**
 * A table report as a file: one sheet (or a CSV) with the translated titles the caller sends and
 * one row per record, references written by name. Both formats go through the one safe writer
 * (resources/export), so no cell is ever a formula.
 */
export const tableReportFile = async (
  kind: TableReportKind,
  format: ReportFormat,
  titles: Readonly<Record<string, string>>,
  records: readonly Record<string, unknown>[],
  nameOf: (resource: string, id: unknown) => string,
  day: string,
): Promise<DownloadedFile> => {
  const columns = reportTableColumns[kind];
  const header = columns.map((column) => titles[column] ?? column);
  const rows = records.map((record) =>
    columns.map((column) =>
      reportReferences[column] && record[column] != null
        ? nameOf(reportReferences[column], record[column])
        : cellOf(record[column]),
    ),
  );
  const fileName = `${kind}-report-${day}`;
  if (format === 'csv') return encodedCsv(fileName, header, rows);
  return encodedWorkbook(fileName, [{ name: titles.sheet ?? kind, header, rows }]);
};
