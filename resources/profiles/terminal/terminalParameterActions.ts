import type { PermissionName } from '../../core/permissions';

/**
 * The terminal's parameters tab as named actions of the terminal route, so `canAccess` answers
 * for it: reading them (TERMINAL_PARAMETER_READ, or its write pair) and overriding them.
 */
export const terminalParameterActions = {
  readParameters: 'TERMINAL_PARAMETER_READ',
  writeParameters: 'TERMINAL_PARAMETER_WRITE_AND_READ',
} as const satisfies Record<string, PermissionName>;
