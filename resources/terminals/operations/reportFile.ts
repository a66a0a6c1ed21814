import { encodedCsv, encodedWorkbook } from '../../export/encodedFile';
import type { DownloadedFile, ReportColumns, ReportFormat, TerminalReport } from './shapes';

/** One terminal of the report's detail, with its names resolved. */
export interface ReportTerminalRow {
  serialNumber: string;
  brand: string;
  model: string;
  commerce: string;
  connectionType: string;
  androidVersion: string;
}

/**
 * The terminal report as a file: an Excel workbook with a sheet of counts by model and a sheet
 * of the terminals, or a CSV of the terminals. Titles come in the user's language; both go
 * through the safe writers (`resources/export`), so no cell is ever a formula.
 */
export const terminalReportFile = async (
  format: ReportFormat,
  report: TerminalReport,
  terminals: readonly ReportTerminalRow[],
  columns: ReportColumns,
  day: string,
): Promise<DownloadedFile> => {
  const header = [
    columns.serialNumber,
    columns.brand,
    columns.model,
    columns.commerce,
    columns.connectionType,
    columns.androidVersion,
  ];
  const rows = terminals.map((t) => [t.serialNumber, t.brand, t.model, t.commerce, t.connectionType, t.androidVersion]);
  const name = `terminal-report-${day}`;
  if (format === 'csv') return encodedCsv(name, header, rows);
  const byModel = report.models.map((m) => [m.brandName, m.modelName, m.count]);
  return encodedWorkbook(name, [
    { name: columns.byModel, header: [columns.brand, columns.model, columns.count], rows: byModel },
    { name: columns.terminals, header, rows },
  ]);
};
