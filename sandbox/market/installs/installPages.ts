import type { InstallTargetRow, TargetState } from '../../../resources/fleetInstalls/shapes';
import type { Db } from '../../database';
import type { TargetRow } from './installTables';

/** One page of the install's terminals, failed first, then pending, waiting, queued and done; by serial. */
export const pageOfTargets = (
  db: Db,
  installId: number,
  state: TargetState | undefined,
  start: number,
  end: number,
) => {
  const where = state ? 'install_id = ? AND state = ?' : 'install_id = ?';
  const params = state ? [installId, state] : [installId];
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM fleet_install_targets WHERE ${where}`).get(...params) as {
      n: number;
    }
  ).n;
  const order = state
    ? 'serial_number'
    : `CASE state WHEN 'FAILED' THEN 0 WHEN 'PENDING' THEN 1 WHEN 'WAITING' THEN 2 WHEN 'QUEUED' THEN 3 ELSE 4 END, serial_number`;
  const page = db
    .prepare(
      `SELECT terminal_id, serial_number, model_name, wave, state, reason, attempt, completed_at
       FROM fleet_install_targets WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...params, end - start + 1, start) as TargetRow[];
  const data: InstallTargetRow[] = page.map((row) => ({
    terminalId: row.terminal_id,
    serialNumber: row.serial_number,
    modelName: row.model_name,
    wave: row.wave,
    state: row.state as TargetState,
    reason: row.reason as InstallTargetRow['reason'],
    attempt: row.attempt,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
  }));
  return { data, total };
};
