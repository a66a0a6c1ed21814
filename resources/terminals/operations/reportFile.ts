import { csvText } from './csvText';
import type { DownloadedFile, ReportColumns, ReportFormat, TerminalReport } from './shapes';
import { xlsxWorkbook } from './xlsxWorkbook';
import type { Deflate } from './zipArchive';

/** One terminal of the report's detail, with its names resolved. */
export interface ReportTerminalRow {
  serialNumber: string;
  brand: string;
  model: string;
  commerce: string;
  connectionType: string;
  androidVersion: string;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The terminal report as a file: an Excel workbook with a sheet of counts by model and a sheet
 * of the terminals, or a CSV of the terminals. Titles come in the user's language.
 */
export const terminalReportFile = (
  format: ReportFormat,
  report: TerminalReport,
  terminals: readonly ReportTerminalRow[],
  columns: ReportColumns,
  day: string,
  deflate?: Deflate,
): DownloadedFile => {
  const header = [
    columns.serialNumber,
    columns.brand,
    columns.model,
    columns.commerce,
    columns.connectionType,
    columns.androidVersion,
  ];
  const rows = terminals.map((t) => [t.serialNumber, t.brand, t.model, t.commerce, t.connectionType, t.androidVersion]);
  if (format === 'csv') {
    const bytes = new TextEncoder().encode(`\uFEFF${csvText(header, rows)}`);
    return { fileName: `terminal-report-${day}.csv`, contentType: 'text/csv', base64: toBase64(bytes) };
  }
  const byModel = report.models.map((m) => [m.brandName, m.modelName, m.count]);
  const bytes = xlsxWorkbook(
    [
      { name: columns.byModel, header: [columns.brand, columns.model, columns.count], rows: byModel },
      { name: columns.terminals, header, rows },
    ],
    deflate,
  );
  return { fileName: `terminal-report-${day}.xlsx`, contentType: XLSX_TYPE, base64: toBase64(bytes) };
};
