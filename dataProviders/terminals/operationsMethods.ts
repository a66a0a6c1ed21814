import { defineMethods } from '../defineMethods';
import type { DataProvider, RaRecord } from 'ra-core';
import type {
  DownloadedFile,
  InitializationRequest,
  InitializationResult,
  LogRequestKind,
  LogRequestResult,
  ReassignmentPlan,
  ReassignmentRequest,
  ReassignmentResult,
  ReportColumns,
  ReportFormat,
  TagAssignmentOutcome,
  TagAssignmentRequest,
  TerminalReport,
  TerminalReportFilter,
} from '../../resources/terminals/operations/shapes';
import type { ReportEntity } from '../../resources/terminals/operations/reportEntities';

/**
 * The terminal operations as custom data provider methods: reassignment, initialization
 * parameters, tags and their assignment, the terminal report and log files. Implemented over HTTP
 * in `operationsHttp.ts` and in memory in `operationsFakerest.ts`, against this one interface.
 */
export interface TerminalOperationsMethods {
  reassignmentPreview(params: ReassignmentRequest): Promise<{ data: ReassignmentPlan }>;
  reassignTerminals(params: ReassignmentRequest): Promise<{ data: ReassignmentResult }>;
  sendInitializationParameters(params: InitializationRequest): Promise<{ data: InitializationResult }>;
  /** 404 TM-0004 (no alert) when the entity has no tag of that name. */
  tagByName(params: { name: string }): Promise<{ data: RaRecord }>;
  tagTerminalCount(params: { id: number }): Promise<{ data: { total: number } }>;
  /** Removes the tag from every terminal; `name` must be the tag's (the typed confirmation). */
  resetTag(params: { id: number; name: string }): Promise<{ data: { removed: number } }>;
  tagAssignmentPreview(params: TagAssignmentRequest): Promise<{ data: TagAssignmentOutcome }>;
  assignTag(params: TagAssignmentRequest): Promise<{ data: TagAssignmentOutcome }>;
  terminalReport(params: { filter: TerminalReportFilter }): Promise<{ data: TerminalReport }>;
  /** The entities the user may report on (the report refuses any other with 400 GM-0002). */
  terminalReportEntities(params?: Record<string, never>): Promise<{ data: ReportEntity[] }>;
  downloadTerminalReport(params: {
    filter: TerminalReportFilter;
    format: ReportFormat;
    columns: ReportColumns;
  }): Promise<{ data: DownloadedFile }>;
  downloadTerminalLog(params: { id: number }): Promise<{ data: DownloadedFile }>;
  /** 404 TM-0002 (no alert) for a serial the entity does not have. */
  requestTerminalLogs(params: { serialNumber: string; kind: LogRequestKind }): Promise<{ data: LogRequestResult }>;
}

export type TerminalOperationsDataProvider = DataProvider & TerminalOperationsMethods;

export const terminalOperationsFamily = defineMethods<TerminalOperationsMethods>({
  domain: 'terminals',
  names: {
    reassignmentPreview: true,
    reassignTerminals: true,
    sendInitializationParameters: true,
    tagByName: true,
    tagTerminalCount: true,
    resetTag: true,
    tagAssignmentPreview: true,
    assignTag: true,
    terminalReport: true,
    terminalReportEntities: true,
    downloadTerminalReport: true,
    downloadTerminalLog: true,
    requestTerminalLogs: true,
  },
  http: async (context) => (await import('./operationsHttp')).createHttpTerminalOperationsMethods(context),
  fake: async (context) => (await import('./operationsFakerest')).createFakeTerminalOperationsMethods(context),
});
