import type { InstallTargetRow, TargetState } from '../../../resources/fleetInstalls/shapes';
import type { Db } from '../../database';
import type { TargetRow } from './installTables';

/** The order of the states page: failed first, then pending, waiting, queued and done. */
const PAGE_ORDER: readonly TargetState[] = ['FAILED', 'PENDING', 'WAITING', 'QUEUED', 'DONE'];

const toWire = (row: TargetRow): InstallTargetRow => ({
  terminalId: row.terminal_id,
  serialNumber: row.serial_number,
  modelName: row.model_name,
  wave: row.wave,
  state: row.state as TargetState,
  reason: row.reason as InstallTargetRow['reason'],
  attempt: row.attempt,
  completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
});

/**
 * One page of the install's terminals, failed first, then pending, waiting, queued and done; by
 * serial. Each state is a range of the (install, state, serial) index: the page skips whole
 * states by their counts and reads only its own rows, however many terminals the install has.
 */
export const pageOfTargets = (
  db: Db,
  installId: number,
  state: TargetState | undefined,
  start: number,
  end: number,
) => {
  const counts = new Map(
    (
      db
        .prepare('SELECT state, COUNT(*) AS n FROM fleet_install_targets WHERE install_id = ? GROUP BY state')
        .all(installId) as { state: TargetState; n: number }[]
    ).map((row) => [row.state, row.n]),
  );
  const ofState = db.prepare(
    `SELECT terminal_id, serial_number, model_name, wave, state, reason, attempt, completed_at
     FROM fleet_install_targets INDEXED BY fleet_install_targets_state
     WHERE install_id = ? AND state = ? ORDER BY serial_number LIMIT ? OFFSET ?`,
  );
  const data: InstallTargetRow[] = [];
  let skip = start;
  let wanted = end - start + 1;
  for (const each of state ? [state] : PAGE_ORDER) {
    const size = counts.get(each) ?? 0;
    if (wanted <= 0) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const rows = ofState.all(installId, each, wanted, skip) as TargetRow[];
    data.push(...rows.map(toWire));
    wanted -= rows.length;
    skip = 0;
  }
  const total = state ? (counts.get(state) ?? 0) : [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { data, total };
};
