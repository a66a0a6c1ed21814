import { dateTime, number, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { terminalsPermissions } from '../terminals/permissions';

/** What an operator can ask a terminal from its detail page (spec section 2, terminal detail). */
export const terminalActionKinds = [
  'REQUEST_STATUS',
  'REQUEST_LOGS',
  'RESTART',
  'SOFT_DELETE',
  'ASSIGN_TAGS',
  'INSTALL_APP',
  'INSTALL_COMPONENT',
  'INSTALL_FIRMWARE',
  'UNINSTALL_APP',
  'UNINSTALL_COMPONENT',
  'TPV_INITIALIZATION',
] as const;
export type TerminalActionKind = (typeof terminalActionKinds)[number];

/**
 * A push is pending until the terminal answers; then it is done or failed, with a reason. A push
 * that waits for an offline terminal's next connection is WAITING until then (or its expiry).
 */
export const terminalActionStates = ['PENDING', 'WAITING', 'DONE', 'FAILED'] as const;
export type TerminalActionState = (typeof terminalActionStates)[number];

export const terminalActionFailures = [
  'LOW_BATTERY',
  'TERMINAL_DELETED',
  'OFFLINE',
  'DOWNLOAD_FAILED',
  'NOT_INSTALLED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type TerminalActionFailure = (typeof terminalActionFailures)[number];

/**
 * The history of what was asked of each terminal and whether it arrived. Written only by the
 * terminal service's action endpoints; read through `Terminal/{id}/History`, which settles the
 * pushes whose answer is due first.
 */
export const terminalActions = defineResource({
  name: 'terminalsHistory',
  service: 'terminal',
  path: 'api/v1/TerminalAction',
  permissions: terminalsPermissions.terminals,
  label: 'action',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'requestedAt', order: 'DESC' },
  fields: {
    /**
     * The terminal, as a plain id rather than a reference: these records go with their terminal
     * (a hard delete removes them) and must not block its deletion as dependents would.
     */
    terminalId: number({ required: true, integer: true, min: 1, filter: true }),
    action: oneOf(terminalActionKinds, { required: true, list: true, filter: true }),
    state: oneOf(terminalActionStates, { required: true, list: true, filter: true }),
    detail: text({ max: 200, list: true }),
    reason: oneOf(terminalActionFailures, { list: true }),
    requestedBy: text({ max: 100, list: true }),
    requestedAt: dateTime({ required: true, list: true, sort: true }),
    /** When the simulated terminal answers; the services' own bookkeeping. */
    dueAt: dateTime({ readOnly: true }),
    /** Until when a waiting push waits for its terminal to connect. */
    expiresAt: dateTime({ readOnly: true }),
    completedAt: dateTime({ list: true }),
    /** The app version or component installed, for installs. */
    targetId: number({ integer: true }),
    /** The fleet install the action came from, for actions sent to many terminals at once. */
    installId: number({ integer: true, list: true, filter: true }),
  },
});

export type TerminalAction = RecordOf<typeof terminalActions>;
