import type { DataProvider } from 'ra-core';
import type { TableReportKind } from '../../resources/reports/reportTables';
import type { DownloadedFile, ReportFormat } from '../../resources/terminals/operations/shapes';
import type { MethodNames } from '../lazyMethods';

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
  downloadTableReport(resource: string, params: TableReportRequest): Promise<{ data: DownloadedFile }>;
}

export type TableReportDataProvider = DataProvider & TableReportMethods;

export const tableReportMethodNames: MethodNames<TableReportMethods> = { downloadTableReport: true };
