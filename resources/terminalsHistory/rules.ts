import type { PermissionName } from '../core/permissions';
import type { TerminalActionFailure, TerminalActionKind } from './schema';

/** What the action rules read of a terminal. */
export interface TerminalFacts {
  id: number;
  modelId?: number | null;
  batteryLevel?: number | null;
  deleted?: boolean | null;
}

/** The actions of the detail page and the permission each needs (hard delete leaves no history). */
export type TerminalCommand = TerminalActionKind | 'HARD_DELETE';

export const commandPermissions: Record<TerminalCommand, PermissionName> = {
  REQUEST_STATUS: 'TERMINALS_WRITE_AND_READ',
  REQUEST_LOGS: 'TERMINAL_LOG',
  RESTART: 'TERMINALS_WRITE_AND_READ',
  SOFT_DELETE: 'TERMINALS_WRITE_AND_READ',
  HARD_DELETE: 'DELETE_TERMINAL',
  ASSIGN_TAGS: 'TAGS_WRITE_AND_READ',
  INSTALL_APP: 'APP_INSTALL_WRITE_AND_READ',
  INSTALL_COMPONENT: 'APP_INSTALL_WRITE_AND_READ',
  INSTALL_FIRMWARE: 'APP_INSTALL_WRITE_AND_READ',
  UNINSTALL_APP: 'APP_INSTALL_WRITE_AND_READ',
  UNINSTALL_COMPONENT: 'SYSTEM_COMPONENT_WRITE_AND_READ',
  TPV_INITIALIZATION: 'TPV_INITIALIZATION_PARAMETERS',
};

/** Below this charge a terminal refuses work that could brick it if it died halfway. */
export const MIN_BATTERY_FOR_HEAVY_WORK = 20;

const heavyWork: readonly TerminalActionKind[] = [
  'RESTART',
  'INSTALL_APP',
  'INSTALL_COMPONENT',
  'INSTALL_FIRMWARE',
  'TPV_INITIALIZATION',
];

/** Actions recorded as done at once: they change the services' data, the terminal need not answer. */
export const immediateActions: readonly TerminalActionKind[] = ['ASSIGN_TAGS'];

/**
 * How a terminal answers a push, deterministically: a deactivated terminal answers nothing but
 * its own deactivation, and one with less than 20 % battery refuses restarts, installs and TPV
 * initialisation. Everything else arrives.
 */
export const outcomeOf = (
  action: TerminalActionKind,
  terminal: TerminalFacts,
): { state: 'DONE' } | { state: 'FAILED'; reason: TerminalActionFailure } => {
  if (terminal.deleted && action !== 'SOFT_DELETE') return { state: 'FAILED', reason: 'TERMINAL_DELETED' };
  if (heavyWork.includes(action) && (terminal.batteryLevel ?? 100) < MIN_BATTERY_FOR_HEAVY_WORK)
    return { state: 'FAILED', reason: 'LOW_BATTERY' };
  return { state: 'DONE' };
};

/** What the access rule reads of an app version and its app. */
export interface VersionFacts {
  state: string;
  authorizedTerminalIds?: readonly number[] | null;
}

/**
 * Whether a terminal may receive an app version (else AM-0032): a disabled (INACTIVE) version
 * reaches nobody; a version with authorised terminals (a pilot) reaches only those; otherwise
 * the app's terminal models decide, and an app without models runs on every model.
 */
export const versionReaches = (
  version: VersionFacts,
  appModelIds: readonly number[] | null | undefined,
  terminal: TerminalFacts,
): boolean => {
  if (version.state === 'INACTIVE') return false;
  const authorized = version.authorizedTerminalIds ?? [];
  if (authorized.length > 0) return authorized.includes(terminal.id);
  const models = appModelIds ?? [];
  return models.length === 0 || (terminal.modelId != null && models.includes(terminal.modelId));
};

/** A component (or firmware) tied to models reaches only terminals of those models (else AM-0032). */
export const componentReaches = (componentModelIds: readonly number[] | null | undefined, terminal: TerminalFacts) => {
  const models = componentModelIds ?? [];
  return models.length === 0 || (terminal.modelId != null && models.includes(terminal.modelId));
};

/** Firmware components are installed as firmware; the others as components. */
export const componentAction = (type: string): TerminalActionKind =>
  type === 'FIRMWARE' ? 'INSTALL_FIRMWARE' : 'INSTALL_COMPONENT';
