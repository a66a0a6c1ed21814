import type { PermissionName } from '../core/permissions';

/** What a fleet install sends: an app version, a system component version or a bundle. */
export const installKinds = ['appVersion', 'component', 'bundle'] as const;
export type InstallKind = (typeof installKinds)[number];

export const installOperations = ['install', 'uninstall'] as const;
export type InstallOperation = (typeof installOperations)[number];

/** The write permission each kind needs (spec section 6), in the console and the sandbox alike. */
export const installPermissions: Record<InstallKind, PermissionName> = {
  appVersion: 'APP_INSTALL_WRITE_AND_READ',
  component: 'SYSTEM_COMPONENT_WRITE_AND_READ',
  bundle: 'BUNDLE_WRITE_AND_READ',
};

/** The terminal list's filters a fleet install can select by. */
export interface InstallFilter {
  brandId?: number[];
  modelId?: number[];
  commerceId?: number[];
  groupId?: number[];
  connectionType?: string[];
  androidVersion?: string[];
  online?: boolean;
}

/** Which terminals: a list picked by id, a CSV of serials, or the terminal list's filters. */
export type InstallTarget =
  | { kind: 'terminals'; terminalIds: number[] }
  | { kind: 'serials'; serialNumbers: string[] }
  | { kind: 'filter'; filter: InstallFilter };

/** Staged rollout: waves of `waveSize` terminals (or percent of them); stop above `threshold` % failed. */
export interface Rollout {
  waveSize: number;
  unit: 'count' | 'percent';
  threshold: number;
}

export interface InstallRequest {
  kind: InstallKind;
  id: number;
  operation: InstallOperation;
  target: InstallTarget;
  rollout?: Rollout | null;
  /** The user saw that some terminals have no access to the version and sends to the others. */
  confirmPartial?: boolean;
  /** Days an offline terminal is waited for before its part expires (EXPIRY_DAYS by default). */
  expiryDays?: number;
}

/** How long an offline terminal is waited for by default, and at most, in days. */
export const EXPIRY_DAYS = { default: 7, max: 30 } as const;

export interface UnsupportedModel {
  modelId: number;
  modelName: string;
  terminals: number;
}

/** Targets left out because the caller may not reach them. */
export interface NoAccess {
  /** Not among a pilot version's authorised terminals (AM-0032). */
  notAuthorized: number;
  /** Terminals of another entity. */
  otherEntity: number;
  /** Outside a partner's commerces. */
  outOfScope: number;
  /** Deactivated terminals. */
  deleted: number;
}

/** What an install would reach, computed by the services before anything is sent. */
export interface InstallImpact {
  total: number;
  offline: number;
  /** Of the reached terminals, those with an open batch: an install-on-transaction app waits for it to close. */
  openBatch: number;
  installOnTransaction: boolean;
  unsupported: UnsupportedModel[];
  noAccess: NoAccess;
  unknownSerials: string[];
  /** AM-0032 when not every terminal has access to the version. */
  code: 'AM-0032' | null;
  /** The wave sizes the rollout would send, in order (one wave without a rollout). */
  waves: number[];
}

/**
 * A terminal's part of an install: QUEUED waits for its wave, PENDING is sent and unanswered,
 * WAITING is sent to an offline terminal and goes when it next connects (or expires).
 */
export const targetStates = ['QUEUED', 'PENDING', 'WAITING', 'DONE', 'FAILED'] as const;
export type TargetState = (typeof targetStates)[number];

export const targetReasons = [
  'OFFLINE',
  'LOW_BATTERY',
  'TERMINAL_DELETED',
  'DOWNLOAD_FAILED',
  'OPEN_BATCH',
  'NOT_INSTALLED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type TargetReason = (typeof targetReasons)[number];

export interface InstallTargetRow {
  terminalId: number;
  serialNumber: string;
  modelName: string;
  wave: number;
  state: TargetState;
  reason: TargetReason | null;
  attempt: number;
  completedAt: string | null;
}

export interface WaveSummary {
  wave: number;
  size: number;
  queued: number;
  pending: number;
  waiting: number;
  done: number;
  failed: number;
  /** Failed over answered, in percent (0 while nothing answered). */
  failureRate: number;
}

export const installStates = ['RUNNING', 'STOPPED', 'COMPLETED'] as const;
export type InstallState = (typeof installStates)[number];

export interface StopReason {
  wave: number;
  failureRate: number;
  threshold: number;
}

export interface InstallSummary {
  id: number;
  kind: InstallKind;
  targetId: number;
  targetName: string;
  operation: InstallOperation;
  state: InstallState;
  createdAt: string;
  createdBy: string;
  total: number;
  counts: Record<TargetState, number>;
  /** Pending terminals waiting for their open batch to close. */
  waitingBatch: number;
  rollout: Rollout | null;
  currentWave: number;
  waves: WaveSummary[];
  stopReason: StopReason | null;
}

/** Most terminals one install reaches. */
export const MAX_INSTALL_TERMINALS = 20_000;

/** How many terminals a target lists by id or serial (a filter lists none). */
export const listedTerminals = (target: InstallTarget) =>
  target.kind === 'serials' ? target.serialNumbers.length : target.kind === 'terminals' ? target.terminalIds.length : 0;
