import type {
  InstallKind,
  InstallOperation,
  InstallState,
  InstallSummary,
  Rollout,
  StopReason,
  TargetState,
  WaveSummary,
} from '../../../resources/fleetInstalls/shapes';
import { failureRate } from '../../../resources/fleetInstalls/waves';
import type { Db } from '../../database';
import type { InstallRow } from './installTables';

interface WaveCountRow {
  wave: number;
  state: TargetState;
  n: number;
}

/** An install as the states page shows it: counts by state and by wave, and why a rollout stopped. */
export const summaryOf = (db: Db, install: InstallRow): InstallSummary => {
  const byWave = db
    .prepare('SELECT wave, state, COUNT(*) AS n FROM fleet_install_targets WHERE install_id = ? GROUP BY wave, state')
    .all(install.id) as WaveCountRow[];
  const waiting = db
    .prepare(
      `SELECT COUNT(*) AS n FROM fleet_install_targets WHERE install_id = ? AND state = 'PENDING' AND reason = 'OPEN_BATCH'`,
    )
    .get(install.id) as { n: number };
  const counts: Record<TargetState, number> = { QUEUED: 0, PENDING: 0, WAITING: 0, DONE: 0, FAILED: 0 };
  const waves: WaveSummary[] = Array.from({ length: install.wave_count }, (_, index) => ({
    wave: index + 1,
    size: 0,
    queued: 0,
    pending: 0,
    waiting: 0,
    done: 0,
    failed: 0,
    failureRate: 0,
  }));
  byWave.forEach(({ wave, state, n }) => {
    counts[state] += n;
    const summary = waves[wave - 1];
    if (!summary) return;
    summary.size += n;
    if (state === 'QUEUED') summary.queued += n;
    else if (state === 'PENDING') summary.pending += n;
    else if (state === 'WAITING') summary.waiting += n;
    else if (state === 'DONE') summary.done += n;
    else summary.failed += n;
  });
  waves.forEach((wave) => (wave.failureRate = failureRate(wave.done, wave.failed)));
  return {
    id: install.id,
    kind: install.kind as InstallKind,
    targetId: install.target_id,
    targetName: install.target_name,
    operation: install.operation as InstallOperation,
    state: install.state as InstallState,
    createdAt: new Date(install.created_at).toISOString(),
    createdBy: install.created_by,
    total: waves.reduce((sum, wave) => sum + wave.size, 0),
    counts,
    waitingBatch: waiting.n,
    rollout: install.rollout ? (JSON.parse(install.rollout) as Rollout) : null,
    currentWave: install.current_wave,
    waves,
    stopReason: install.stop_reason ? (JSON.parse(install.stop_reason) as StopReason) : null,
  };
};
