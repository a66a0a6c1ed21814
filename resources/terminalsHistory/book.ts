import type { TerminalAction, TerminalActionKind } from './schema';
import { immediateActions, outcomeOf, type TerminalFacts } from './rules';

/**
 * The bookkeeping of terminal actions both the sandbox and the in-memory provider keep: a push
 * is stored pending with the time its answer is due, and settled when it is read after that.
 */

export type ActionData = Omit<TerminalAction, 'id'>;

export interface ActionRequest {
  terminalId: number;
  action: TerminalActionKind;
  detail?: string;
  targetId?: number;
  requestedBy: string;
}

/** A new action: pending until `now + delayMs`, or done at once for the immediate ones. */
export const newAction = (request: ActionRequest, now: number, delayMs: number): ActionData => {
  const requestedAt = new Date(now).toISOString();
  const immediate = immediateActions.includes(request.action);
  return {
    terminalId: request.terminalId,
    action: request.action,
    state: immediate ? 'DONE' : 'PENDING',
    detail: request.detail ?? null,
    reason: null,
    requestedBy: request.requestedBy,
    requestedAt,
    dueAt: immediate ? requestedAt : new Date(now + Math.max(0, delayMs)).toISOString(),
    completedAt: immediate ? requestedAt : null,
    targetId: request.targetId ?? null,
  };
};

/** Whether a pending action's answer is due at `now`. */
export const isDue = (action: Pick<ActionData, 'state' | 'dueAt'>, now: number) =>
  action.state === 'PENDING' && Date.parse(String(action.dueAt)) <= now;

/** The fields that settle a due action, as the terminal answered it (at the due time). */
export const settlement = (action: Pick<ActionData, 'action' | 'dueAt'>, terminal: TerminalFacts | undefined) => {
  const outcome = terminal
    ? outcomeOf(action.action, terminal)
    : { state: 'FAILED' as const, reason: 'TERMINAL_DELETED' as const };
  return {
    state: outcome.state,
    reason: outcome.state === 'FAILED' ? outcome.reason : null,
    completedAt: action.dueAt ?? new Date().toISOString(),
  };
};

/** The log file a terminal uploads when it answers a log request. */
export const uploadedLog = (terminal: { id: number; serialNumber: string }, at: string) => ({
  serialNumber: terminal.serialNumber,
  terminalId: terminal.id,
  fileName: `logcat_${terminal.serialNumber}_${at.replace(/[-:]/g, '').slice(0, 13)}.zip`,
  type: 'SYSTEM' as const,
  sizeKb: 1_024 + (terminal.id % 50) * 97,
  createdAt: at,
});
