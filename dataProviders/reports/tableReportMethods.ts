import type { DataProvider } from 'ra-core';
import type { TableReportKind } from '../../resources/reports/reportTables';
import type { DownloadedFile, ReportFormat } from '../../resources/terminals/operations/shapes';
import { defineMethods } from '../defineMethods';

export interface TableReportRequest {
  kind: TableReportKind;
  format: ReportFormat;
  /** The Artemis report's month (YYYY-MM); the current one when absent. */
  filter: { period?: string };
  /** Column titles in the user's language, by field; `sheet` names the workbook's sheet. */
  titles: Record<string, string>;
}

/** The user, commerce and Artemis reports' files (spec section 7, Report). */
export interface TableReportMethods {
  downloadTableReport(params: TableReportRequest): Promise<{ data: DownloadedFile }>;
}

export type TableReportDataProvider = DataProvider & TableReportMethods;

export const tableReportFamily = defineMethods<TableReportMethods>({
  domain: 'reports',
  names: { downloadTableReport: true },
  http: async (context) => (await import('./tableReportHttp')).createHttpTableReportMethods(context),
  fake: async (context) => (await import('./tableReportFakerest')).createFakeTableReportMethods(context),
});
