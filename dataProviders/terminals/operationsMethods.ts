import type { MethodNames } from '../lazyMethods';
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
 * The terminal operations as custom data provider methods (resource first, so
 * `combineDataProviders` routes them): reassignment, initialization parameters, tags and their
 * assignment, the terminal report and log files. Implemented over HTTP here and in memory in
 * `terminalOperationsFakerest.ts`, against this one interface.
 */
export interface TerminalOperationsMethods {
  reassignmentPreview(resource: string, params: ReassignmentRequest): Promise<{ data: ReassignmentPlan }>;
  reassignTerminals(resource: string, params: ReassignmentRequest): Promise<{ data: ReassignmentResult }>;
  sendInitializationParameters(
    resource: string,
    params: InitializationRequest,
  ): Promise<{ data: InitializationResult }>;
  /** 404 TM-0004 (no alert) when the entity has no tag of that name. */
  tagByName(resource: string, params: { name: string }): Promise<{ data: RaRecord }>;
  tagTerminalCount(resource: string, params: { id: number }): Promise<{ data: { total: number } }>;
  /** Removes the tag from every terminal; `name` must be the tag's (the typed confirmation). */
  resetTag(resource: string, params: { id: number; name: string }): Promise<{ data: { removed: number } }>;
  tagAssignmentPreview(resource: string, params: TagAssignmentRequest): Promise<{ data: TagAssignmentOutcome }>;
  assignTag(resource: string, params: TagAssignmentRequest): Promise<{ data: TagAssignmentOutcome }>;
  terminalReport(resource: string, params: { filter: TerminalReportFilter }): Promise<{ data: TerminalReport }>;
  /** The entities the user may report on (the report refuses any other with 400 GM-0002). */
  terminalReportEntities(resource: string, params?: Record<string, never>): Promise<{ data: ReportEntity[] }>;
  downloadTerminalReport(
    resource: string,
    params: { filter: TerminalReportFilter; format: ReportFormat; columns: ReportColumns },
  ): Promise<{ data: DownloadedFile }>;
  downloadTerminalLog(resource: string, params: { id: number }): Promise<{ data: DownloadedFile }>;
  /** 404 TM-0002 (no alert) for a serial the entity does not have. */
  requestTerminalLogs(
    resource: string,
    params: { serialNumber: string; kind: LogRequestKind },
  ): Promise<{ data: LogRequestResult }>;
}

export type TerminalOperationsDataProvider = DataProvider & TerminalOperationsMethods;

/** The method names, so the HTTP implementation can load on first call. */
export const terminalOperationsMethodNames: MethodNames<TerminalOperationsMethods> = {
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
};
