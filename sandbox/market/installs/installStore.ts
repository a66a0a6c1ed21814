import { answerDelayMs, batchWaitMs, installOutcome } from '../../../resources/fleetInstalls/outcome';
import {
  EXPIRY_DAYS,
  type InstallImpact,
  type InstallRequest,
  type TargetState,
} from '../../../resources/fleetInstalls/shapes';
import { waveOfEach } from '../../../resources/fleetInstalls/waves';
import type { SandboxContext } from '../../context';
import type { BatchBook } from './batches';
import { createInstallEffects } from './installEffects';
import { createSettlement } from './installSettlement';
import { createInstallTables, INSERT_TARGETS, SEND_SET, type InstallRow } from './installTables';
import type { InstallSubject } from './installSubject';
import type { TargetTerminal } from './installTargets';
import { pageOfTargets } from './installPages';
import { summaryOf } from './installSummary';

/**
 * The row of a terminal about to be sent (again): its outcome, answer time and batch wait.
 * `holders` are the terminals running the subject, read for an uninstall (null for an install).
 */
const plannedRow = (
  terminal: TargetTerminal,
  subject: InstallSubject,
  holders: ReadonlySet<number> | null,
  attempt: number,
  delayMs: number,
) => {
  const waitsForBatch = subject.installOnTransaction && terminal.openBatch && terminal.online;
  const notInstalled = holders !== null && !holders.has(terminal.id);
  const outcome = installOutcome({ ...terminal, waitsForBatch, notInstalled }, attempt);
  // An offline terminal is not failed: it waits for its next connection (outcome decided then).
  const waits = outcome.reason === 'OFFLINE';
  return {
    outcome: waits ? 'WAITING' : outcome.state,
    outcomeReason: waits ? null : outcome.reason,
    answerMs: answerDelayMs(terminal.id, delayMs),
    batchWaitMs: waitsForBatch ? batchWaitMs(delayMs) : 0,
  };
};

const DAY_MS = 24 * 3_600_000;
const expiryMs = (request: InstallRequest) => (request.expiryDays ?? EXPIRY_DAYS.default) * DAY_MS;

/** The fleet installs: created in one transaction, read settled, paged, retried and resumed. */
export const createInstallStore = (context: SandboxContext, batches: BatchBook) => {
  const { db } = context;
  const delayMs = context.config.actionDelayMs;
  createInstallTables(db);
  const effects = createInstallEffects(context);
  const { settle, cancelWaiting } = createSettlement(context, batches, effects);
  const holdersFor = (entityId: number, operation: string, subject: InstallSubject) =>
    operation === 'uninstall' ? effects.holders(entityId, subject.items) : null;
  const insertInstall = db.prepare(
    `INSERT INTO fleet_installs (entity_id, kind, target_id, target_name, operation, state, created_at, created_by,
       rollout, wave_count, current_wave, version_ids, items, expiry_ms)
     VALUES (?, ?, ?, ?, ?, 'RUNNING', ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const insertTargets = db.prepare(INSERT_TARGETS);
  const selectInstall = db.prepare('SELECT * FROM fleet_installs WHERE id = ? AND entity_id = ?');
  const retryTarget = db.prepare(
    `UPDATE fleet_install_targets SET state = 'QUEUED', attempt = attempt + 1, outcome = ?, outcome_reason = ?,
       answer_ms = ?, batch_wait_ms = ?, reason = NULL, completed_at = NULL, due_at = NULL
     WHERE install_id = ? AND terminal_id = ? AND state IN ('FAILED', 'WAITING')`,
  );
  const selectAttempt = db.prepare(
    'SELECT attempt FROM fleet_install_targets WHERE install_id = ? AND terminal_id = ?',
  );
  const resendRetried = db.prepare(
    `UPDATE fleet_install_targets SET ${SEND_SET}
     WHERE install_id = @id AND terminal_id = @terminalId AND state = 'QUEUED'`,
  );

  const find = (id: number, entityId: number, now: number): InstallRow | undefined => {
    const install = selectInstall.get(id, entityId) as InstallRow | undefined;
    if (!install) return undefined;
    settle(install, now);
    return selectInstall.get(id, entityId) as InstallRow;
  };

  const create = (
    request: InstallRequest,
    subject: InstallSubject,
    reached: readonly TargetTerminal[],
    impact: InstallImpact,
    who: { entityId: number; userName: string },
    now: number,
  ) =>
    db.transaction(() => {
      const waves = waveOfEach(impact.waves);
      const { lastInsertRowid } = insertInstall.run(
        who.entityId,
        request.kind,
        request.id,
        subject.name,
        request.operation,
        now,
        who.userName,
        request.rollout ? JSON.stringify(request.rollout) : null,
        impact.waves.length,
        JSON.stringify(subject.versionIds),
        JSON.stringify(subject.items),
        expiryMs(request),
      );
      const id = Number(lastInsertRowid);
      const holders = holdersFor(who.entityId, request.operation, subject);
      const rows = reached.map((terminal, index) => {
        const row = plannedRow(terminal, subject, holders, 1, delayMs);
        return [
          terminal.id,
          terminal.serialNumber,
          terminal.modelName,
          waves[index],
          row.outcome,
          row.outcomeReason,
          row.answerMs,
          row.batchWaitMs,
        ];
      });
      insertTargets.run({ id, rows: JSON.stringify(rows), sent: 1, at: now, expiry: expiryMs(request) });
      return id;
    })();

  /** The failed terminals of the sent waves go again, each outcome drawn anew from the terminal as it is now. */
  const retry = (install: InstallRow, subject: InstallSubject, terminals: readonly TargetTerminal[], now: number) =>
    db.transaction(() => {
      const holders = holdersFor(install.entity_id, install.operation, subject);
      terminals.forEach((terminal) => {
        const attempt = selectAttempt.get(install.id, terminal.id) as { attempt: number } | undefined;
        const again = plannedRow(terminal, subject, holders, (attempt?.attempt ?? 1) + 1, delayMs);
        retryTarget.run(again.outcome, again.outcomeReason, again.answerMs, again.batchWaitMs, install.id, terminal.id);
        resendRetried.run({ id: install.id, terminalId: terminal.id, at: now, expiry: install.expiry_ms });
      });
    })();

  /** The terminals a retry sends again: the failed ones and those still waiting (their wait starts over). */
  const failedTerminalIds = (installId: number): number[] =>
    (
      db
        .prepare(
          `SELECT terminal_id AS id FROM fleet_install_targets WHERE install_id = ? AND state IN ('FAILED', 'WAITING')`,
        )
        .all(installId) as { id: number }[]
    ).map((row) => row.id);

  const resume = (install: InstallRow) =>
    db
      .prepare(
        `UPDATE fleet_installs SET state = 'RUNNING', resumed_wave = current_wave, stop_reason = NULL WHERE id = ?`,
      )
      .run(install.id);

  const withDueAnswers = db.prepare(
    `SELECT DISTINCT i.* FROM fleet_installs i JOIN fleet_install_targets t ON t.install_id = i.id
     WHERE i.entity_id = ? AND i.state <> 'COMPLETED' AND t.state = 'PENDING' AND (t.due_at <= ? OR t.wait_until <= ?)`,
  );
  /** Settles every install of the entity with answers due, so each screen reads the terminals as they are. */
  const settleDue = (entityId: number, now: number) =>
    (withDueAnswers.all(entityId, now, now) as InstallRow[]).forEach((install) => settle(install, now));

  /** A terminal closed its batch: the installs waiting for it go now. */
  const closeBatch = (terminalId: number, now: number) =>
    db.transaction(() => {
      batches.set(terminalId, false, now);
      db.prepare(
        `UPDATE fleet_install_targets SET wait_until = ? WHERE terminal_id = ? AND state = 'PENDING' AND wait_until > ?`,
      ).run(now, terminalId, now);
    })();

  return {
    create,
    find,
    settleDue,
    summary: (install: InstallRow) => summaryOf(db, install),
    rows: (installId: number, state: TargetState | undefined, start: number, end: number) =>
      pageOfTargets(db, installId, state, start, end),
    retry,
    failedTerminalIds,
    resume,
    closeBatch,
    cancelWaiting: (install: InstallRow, now: number) => cancelWaiting(install.id, now),
  };
};

export type InstallStore = ReturnType<typeof createInstallStore>;
