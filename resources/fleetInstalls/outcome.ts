import { MIN_BATTERY_FOR_HEAVY_WORK } from '../terminalsHistory/rules';
import type { TargetReason } from './shapes';

/** What the simulation reads of a terminal when an install is sent to it. */
export interface TargetFacts {
  id: number;
  online: boolean;
  batteryLevel?: number | null;
  deleted?: boolean | null;
  /** The terminal has an open batch and the app installs only between transactions. */
  waitsForBatch: boolean;
  /** An uninstall of something the terminal does not run. */
  notInstalled?: boolean;
}

/** Of every hundred downloads, this many fail on the first attempt (a flaky network). */
export const DOWNLOAD_FAILURES_PER_HUNDRED = 8;

/** A stable number 0..99 for a terminal and attempt: the same install fails the same way every run. */
const draw = (terminalId: number, attempt: number) => (terminalId * 7_919 + attempt * 104_729) % 100;

/**
 * How a simulated terminal answers an install or a parameter push, decided when it is sent: a
 * deactivated terminal, an uninstall of what the terminal does not run (refused by the service),
 * an offline one (the caller keeps it waiting for its next connection) and one under 20 % battery
 * fail; a few package downloads fail at random but reproducibly (a retry draws again; parameters
 * are too small to draw, `download: false`); the rest arrive.
 */
export const installOutcome = (
  terminal: TargetFacts,
  attempt: number,
  { download = true }: { download?: boolean } = {},
): { state: 'DONE'; reason: null } | { state: 'FAILED'; reason: TargetReason } => {
  if (terminal.deleted) return { state: 'FAILED', reason: 'TERMINAL_DELETED' };
  if (terminal.notInstalled) return { state: 'FAILED', reason: 'NOT_INSTALLED' };
  if (!terminal.online) return { state: 'FAILED', reason: 'OFFLINE' };
  if ((terminal.batteryLevel ?? 100) < MIN_BATTERY_FOR_HEAVY_WORK) return { state: 'FAILED', reason: 'LOW_BATTERY' };
  if (download && draw(terminal.id, attempt) < DOWNLOAD_FAILURES_PER_HUNDRED)
    return { state: 'FAILED', reason: 'DOWNLOAD_FAILED' };
  return { state: 'DONE', reason: null };
};

/** Whether what is sent to the terminal now waits for its next connection (it is offline). */
export const waitsForConnection = (terminal: TargetFacts, options?: { download?: boolean }) =>
  installOutcome(terminal, 1, options).reason === 'OFFLINE';

/** What a waiting terminal's answer turns on once it connects: its battery and whether it was deleted meanwhile. */
export const connectedTerminalFacts = (
  terminalId: number,
  terminal: Readonly<Record<string, unknown>> | undefined,
): TargetFacts => ({
  id: terminalId,
  online: true,
  batteryLevel: typeof terminal?.batteryLevel === 'number' ? terminal.batteryLevel : null,
  deleted: terminal?.deleted === true,
  waitsForBatch: false,
});

/**
 * How long after it is sent a terminal answers: from a quarter of an action delay to about half
 * of one, by terminal, so a fleet's answers arrive over time rather than all at once (an install
 * is a download the terminal starts at once; a push waits for the terminal's next poll).
 */
export const answerDelayMs = (terminalId: number, actionDelayMs: number) =>
  Math.round(actionDelayMs * (0.25 + (terminalId % 10) / 40));

/** How long an open batch stays open after an install arrives, unless closed sooner. */
export const batchWaitMs = (actionDelayMs: number) => Math.max(1_000, actionDelayMs * 5);

/**
 * Simulated terminals with an open batch when the world starts: derived from the id (one in ten)
 * rather than drawn from the world's random stream, so the seeded records stay as they are.
 */
export const opensWithBatch = (terminalId: number) => terminalId % 10 === 7;
