import type { DataProvider } from 'ra-core';
import { answerDelayMs, connectedTerminalFacts, installOutcome } from '../../resources/fleetInstalls/outcome';
import type { InstallSummary, InstallTargetRow, TargetState } from '../../resources/fleetInstalls/shapes';
import { failureRate } from '../../resources/fleetInstalls/waves';
import { terminals as terminalSchema } from '../../resources/terminals/schema';

/** How long an in-memory terminal takes to answer. */
export const DELAY_MS = 1_500;

export interface FakeRow extends InstallTargetRow {
  outcome: InstallTargetRow['reason'] | 'DONE' | 'WAITING';
  dueAt: number | null;
  /** While WAITING: since when, and until when, the offline terminal is waited for. */
  waitingSince: string | null;
  expiresAt: number | null;
}

/** Sends the queued rows of a wave at `at`: offline ones wait for their next connection until `expiryMs` later. */
export const sendRows = (rows: FakeRow[], wave: number, at: number, expiryMs: number) =>
  rows
    .filter((row) => row.wave === wave && row.state === 'QUEUED')
    .forEach((row) =>
      Object.assign(
        row,
        row.outcome === 'WAITING'
          ? { state: 'WAITING', waitingSince: new Date(at).toISOString(), expiresAt: at + expiryMs, dueAt: null }
          : { state: 'PENDING', dueAt: at + answerDelayMs(row.terminalId, DELAY_MS) },
      ),
    );

/**
 * The waiting rows whose terminal connected since (sent then, answering as the terminal is) or
 * whose wait expired (failed as EXPIRED), as the sandbox's installWaiting.ts does.
 */
export const connectOrExpire = async (provider: DataProvider, rows: FakeRow[], now: number) => {
  const waiting = rows.filter((row) => row.state === 'WAITING');
  if (!waiting.length) return;
  const { data } = await provider.getMany(terminalSchema.resource, { ids: waiting.map((row) => row.terminalId) });
  const byId = new Map(data.map((terminal) => [Number(terminal.id), terminal]));
  waiting.forEach((row) => {
    const terminal = byId.get(row.terminalId);
    const last = String(terminal?.lastConnectionDate ?? '');
    const connectedAt = last > String(row.waitingSince) ? Date.parse(last) : Number.NaN;
    if (connectedAt <= Number(row.expiresAt)) {
      const outcome = installOutcome(connectedTerminalFacts(row.terminalId, terminal), row.attempt);
      Object.assign(row, {
        state: 'PENDING',
        outcome: outcome.state === 'DONE' ? 'DONE' : outcome.reason,
        dueAt: connectedAt + answerDelayMs(row.terminalId, DELAY_MS),
        waitingSince: null,
      });
    } else if (now >= Number(row.expiresAt))
      Object.assign(row, {
        state: 'FAILED',
        reason: 'EXPIRED',
        completedAt: new Date(Number(row.expiresAt)).toISOString(),
        waitingSince: null,
      });
  });
};

/** The counts by state and by wave of an in-memory install. */
export const countRows = (rows: readonly FakeRow[]): Pick<InstallSummary, 'counts' | 'waves' | 'total'> => {
  const counts: Record<TargetState, number> = { QUEUED: 0, PENDING: 0, WAITING: 0, DONE: 0, FAILED: 0 };
  rows.forEach((row) => (counts[row.state] += 1));
  const waveCount = Math.max(0, ...rows.map((row) => row.wave));
  const waves = Array.from({ length: waveCount }, (_, index) => {
    const of = rows.filter((row) => row.wave === index + 1);
    const n = (state: TargetState) => of.filter((row) => row.state === state).length;
    return {
      wave: index + 1,
      size: of.length,
      queued: n('QUEUED'),
      pending: n('PENDING'),
      waiting: n('WAITING'),
      done: n('DONE'),
      failed: n('FAILED'),
      failureRate: failureRate(n('DONE'), n('FAILED')),
    };
  });
  return { counts, waves, total: rows.length };
};
