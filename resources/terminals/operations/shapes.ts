import type { EncodedFile } from '../../export/encodedFile';

/**
 * What the terminal operations calls send and answer (reassignment, initialization parameters,
 * tag assignment, the terminal report, log files). The console's HTTP and in-memory data
 * providers and the sandbox all speak these shapes.
 */

/** Terminals named by serial number, moved to a commerce (and optionally one of its groups). */
export interface ReassignmentRequest {
  serialNumbers: string[];
  commerceId: number;
  groupId?: number | null;
}

/**
 * What happens to one serial: MOVE, or why not. UNKNOWN: no terminal of the entity has it
 * (TM-0002); UNAVAILABLE: deleted terminals cannot move (PM-0010); ALREADY_THERE: nothing to do.
 */
export type ReassignmentStatus = 'MOVE' | 'UNKNOWN' | 'UNAVAILABLE' | 'ALREADY_THERE';

export interface ReassignmentRow {
  serialNumber: string;
  status: ReassignmentStatus;
  code?: 'TM-0002' | 'PM-0010';
  terminalId?: number;
  fromCommerceId?: number;
  fromGroupId?: number | null;
}

export interface ReassignmentPlan {
  rows: ReassignmentRow[];
  /** How many rows will move. */
  moving: number;
}

export interface ReassignmentResult {
  moved: string[];
  /** The rows that did not move, with why. */
  notMoved: ReassignmentRow[];
}

/** Initialization parameters sent to terminals (TPV initialization). */
export interface InitializationRequest {
  serialNumbers: string[];
}

export type InitializationStatus = 'SENT' | 'UNKNOWN' | 'UNAVAILABLE';

export interface InitializationRow {
  serialNumber: string;
  status: InitializationStatus;
  code?: 'TM-0002' | 'PM-0010';
  /** A sent terminal's TPV_INITIALIZATION action, followed until the terminal answers. */
  actionId?: number;
  terminalId?: number;
}

export interface InitializationResult {
  sentAt: string;
  rows: InitializationRow[];
}

export type TagAction = 'ASSIGN' | 'UNASSIGN';

/** The terminal filters of a batch and of the terminal report (the terminal list's dialect). */
export interface TerminalFilter {
  brandId?: number[];
  modelId?: number[];
  commerceId?: number[];
  groupId?: number[];
  connectionType?: string[];
  androidVersion?: string[];
}

interface TagAssignmentBase {
  tagId: number;
  action: TagAction;
}

export type TagAssignmentRequest =
  | (TagAssignmentBase & { by: 'csv'; serialNumbers: string[] })
  | (TagAssignmentBase & { by: 'filters'; filter: TerminalFilter });

/** What a batch does (preview) or did (result). `skipped`: would exceed 5 tags; `unknown`: no such serial. */
export interface TagAssignmentOutcome {
  matched: number;
  changed: number;
  unchanged: number;
  skipped: string[];
  unknown: string[];
}

export interface TerminalReportFilter {
  brandIds?: number[];
  modelIds?: number[];
  /** Entities the report covers (the user's own); absent: the selected entity. */
  entities?: number[];
  connectionType?: string;
  androidVersion?: string;
}

export interface ModelCount {
  modelId: number;
  modelName: string;
  brandId: number;
  brandName: string;
  count: number;
}

export interface TerminalReport {
  total: number;
  models: ModelCount[];
}

export type ReportFormat = 'xlsx' | 'csv';

/** The translated column titles of a downloaded report (the file is in the user's language). */
export interface ReportColumns {
  byModel: string;
  terminals: string;
  brand: string;
  model: string;
  count: string;
  serialNumber: string;
  commerce: string;
  connectionType: string;
  androidVersion: string;
}

/** A file a service answers inside JSON (the HTTP client reads text). */
export type DownloadedFile = EncodedFile;

export type LogRequestKind = 'get-logs' | 'activate-logs';

export interface LogRequestResult {
  serialNumber: string;
  kind: LogRequestKind;
  requestedAt: string;
}
