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
  /** The terminal is offline: the push waits this long (ms) for its next connection. */
  waitsForMs?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new action: pending until `now + delayMs`, done at once for the immediate ones, or waiting
 * for an offline terminal for `waitsForMs` (counted from the request's own time).
 */
export const newAction = (request: ActionRequest, now: number, delayMs: number): ActionData => {
  const requestedAt = iso(now);
  const immediate = immediateActions.includes(request.action);
  const waits = !immediate && request.waitsForMs !== undefined;
  return {
    terminalId: request.terminalId,
    action: request.action,
    state: immediate ? 'DONE' : waits ? 'WAITING' : 'PENDING',
    detail: request.detail ?? null,
    reason: null,
    requestedBy: request.requestedBy,
    requestedAt,
    dueAt: immediate ? requestedAt : waits ? null : iso(now + Math.max(0, delayMs)),
    expiresAt: waits ? iso(now + Number(request.waitsForMs)) : null,
    completedAt: immediate ? requestedAt : null,
    targetId: request.targetId ?? null,
  };
};

/**
 * What becomes of a waiting action at `now`: once its terminal has connected (a heartbeat, a
 * status request) after it was requested and before it expired, it is sent then and pending
 * until `delayMs` later; past its expiry without a connection it fails as EXPIRED; else nothing.
 */
export const connectionSettlement = (
  action: Readonly<Record<string, unknown>>,
  lastConnectionDate: unknown,
  now: number,
  delayMs: number,
): Partial<ActionData> | undefined => {
  const expiresAt = Date.parse(String(action.expiresAt));
  const connectedAt =
    typeof lastConnectionDate === 'string' && lastConnectionDate > String(action.requestedAt)
      ? Date.parse(lastConnectionDate)
      : Number.NaN;
  if (connectedAt <= expiresAt) return { state: 'PENDING', dueAt: iso(connectedAt + Math.max(0, delayMs)) };
  if (expiresAt <= now) return { state: 'FAILED', reason: 'EXPIRED', completedAt: String(action.expiresAt) };
  return undefined;
};

/** The fields of a waiting action the operator gives up on. */
export const cancelledWait = (now: number): Partial<ActionData> => ({
  state: 'FAILED',
  reason: 'CANCELLED',
  completedAt: iso(now),
});

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
