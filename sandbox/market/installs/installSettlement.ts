import type { Rollout, StopReason } from '../../../resources/fleetInstalls/shapes';
import { waveVerdict } from '../../../resources/fleetInstalls/waves';
import type { SandboxContext } from '../../context';
import type { BatchBook } from './batches';
import type { InstallEffects, TargetAnswer } from './installEffects';
import { createWaitingTerminals } from './installWaiting';
import { SEND_SET, type InstallRow } from './installTables';

/**
 * Sends waves and settles answers lazily, when an install is read: every due answer is applied
 * as of its due time, and a finished wave sends the next one at the time it finished (or stops
 * the rollout above its threshold), so what a reader sees does not depend on when it asked.
 */
export const createSettlement = (context: SandboxContext, batches: BatchBook, effects: InstallEffects) => {
  const { db } = context;
  const waiting = createWaitingTerminals(context);
  const sendWave = db.prepare(
    `UPDATE fleet_install_targets SET ${SEND_SET} WHERE install_id = @id AND wave = @wave AND state = 'QUEUED'`,
  );
  const waitingCount = db.prepare(
    `SELECT count(*) AS n FROM fleet_install_targets WHERE install_id = ? AND state = 'WAITING'`,
  );
  const closingBatches = db.prepare(
    `SELECT terminal_id AS terminalId, wait_until AS at FROM fleet_install_targets
     WHERE install_id = ? AND state = 'PENDING' AND wait_until <= ?`,
  );
  const afterBatch = db.prepare(
    `UPDATE fleet_install_targets SET due_at = wait_until + answer_ms, wait_until = NULL, reason = NULL
     WHERE install_id = ? AND state = 'PENDING' AND wait_until <= ?`,
  );
  const dueAnswers = db.prepare(
    `SELECT terminal_id AS terminalId, outcome AS state, outcome_reason AS reason, due_at AS at
     FROM fleet_install_targets WHERE install_id = ? AND state = 'PENDING' AND due_at <= ?`,
  );
  const answer = db.prepare(
    `UPDATE fleet_install_targets SET state = outcome, reason = outcome_reason, completed_at = due_at
     WHERE install_id = ? AND state = 'PENDING' AND due_at <= ? AND outcome = ?`,
  );
  const waveCounts = db.prepare(
    `SELECT SUM(state IN ('PENDING', 'QUEUED')) AS pending, SUM(state = 'DONE') AS done,
       SUM(state = 'FAILED') AS failed, MAX(completed_at) AS finishedAt
     FROM fleet_install_targets WHERE install_id = ? AND wave = ?`,
  );
  const setState = db.prepare('UPDATE fleet_installs SET state = ?, current_wave = ?, stop_reason = ? WHERE id = ?');

  /** Closes the batches due to close, then applies the due answers and their effects on the terminals. */
  const answerDue = (install: InstallRow, now: number) => {
    waiting.connectOrExpire(install.id, now);
    (closingBatches.all(install.id, now) as { terminalId: number; at: number }[]).forEach((row) =>
      batches.set(row.terminalId, false, row.at),
    );
    afterBatch.run(install.id, now);
    const answers = dueAnswers.all(install.id, now) as TargetAnswer[];
    answer.run(install.id, now, 'DONE');
    answer.run(install.id, now, 'FAILED');
    effects.apply(install, answers);
  };

  const settle = (install: InstallRow, now: number) =>
    db.transaction(() => {
      answerDue(install, now);
      let { state, current_wave: wave } = install;
      const rollout = install.rollout ? (JSON.parse(install.rollout) as Rollout) : null;
      let stop: StopReason | null = null;
      while (state === 'RUNNING') {
        const counts = waveCounts.get(install.id, wave) as {
          pending: number | null;
          done: number | null;
          failed: number | null;
          finishedAt: number | null;
        };
        const verdict = waveVerdict(
          wave,
          install.wave_count,
          { pending: counts.pending ?? 0, done: counts.done ?? 0, failed: counts.failed ?? 0 },
          rollout?.threshold ?? null,
          install.resumed_wave,
        );
        if (verdict.next === 'wait') break;
        // Offline terminals do not hold the next wave back, but the install is not over while they wait.
        if (verdict.next === 'complete' && (waitingCount.get(install.id) as { n: number }).n > 0) break;
        if (verdict.next === 'stop') [state, stop] = ['STOPPED', verdict.reason];
        else if (verdict.next === 'complete') state = 'COMPLETED';
        else {
          wave = verdict.wave;
          sendWave.run({ id: install.id, wave, at: counts.finishedAt ?? now, expiry: install.expiry_ms });
          answerDue(install, now);
        }
      }
      if (state !== install.state || wave !== install.current_wave)
        setState.run(state, wave, stop ? JSON.stringify(stop) : install.stop_reason, install.id);
    })();

  return { settle, cancelWaiting: waiting.cancel };
};
