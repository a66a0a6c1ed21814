import type { Db } from '../../database';

/**
 * The fleet installs of the app service and each terminal's part in them. A target row keeps
 * how the simulated terminal will answer (`outcome`, decided when it is sent) and when
 * (`answer_ms` after sending, or after its open batch closes: `wait_until`).
 */
export const createInstallTables = (db: Db) => {
  db.exec(`CREATE TABLE IF NOT EXISTS fleet_installs (
    id INTEGER PRIMARY KEY, entity_id INTEGER NOT NULL, kind TEXT NOT NULL, target_id INTEGER NOT NULL,
    target_name TEXT NOT NULL, operation TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL,
    created_by TEXT NOT NULL, rollout TEXT, wave_count INTEGER NOT NULL, current_wave INTEGER NOT NULL,
    resumed_wave INTEGER NOT NULL DEFAULT 0, stop_reason TEXT, version_ids TEXT NOT NULL,
    items TEXT NOT NULL DEFAULT '[]')`);
  // A database made before installs recorded their items gains the column.
  const columns = db.prepare('PRAGMA table_info(fleet_installs)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'items'))
    db.exec(`ALTER TABLE fleet_installs ADD COLUMN items TEXT NOT NULL DEFAULT '[]'`);
  db.exec(`CREATE TABLE IF NOT EXISTS fleet_install_targets (
    install_id INTEGER NOT NULL, terminal_id INTEGER NOT NULL, serial_number TEXT NOT NULL,
    model_name TEXT NOT NULL, wave INTEGER NOT NULL, state TEXT NOT NULL, reason TEXT, attempt INTEGER NOT NULL,
    outcome TEXT NOT NULL, outcome_reason TEXT, answer_ms INTEGER NOT NULL, batch_wait_ms INTEGER NOT NULL,
    due_at INTEGER, wait_until INTEGER, completed_at INTEGER,
    PRIMARY KEY (install_id, terminal_id)) WITHOUT ROWID`);
  db.exec(`CREATE INDEX IF NOT EXISTS fleet_install_targets_wave ON fleet_install_targets (install_id, wave, state);
    CREATE INDEX IF NOT EXISTS fleet_install_targets_state ON fleet_install_targets (install_id, state, serial_number);
    CREATE INDEX IF NOT EXISTS fleet_install_targets_terminal ON fleet_install_targets (terminal_id, state)`);
};

export interface InstallRow {
  id: number;
  entity_id: number;
  kind: string;
  target_id: number;
  target_name: string;
  operation: string;
  state: string;
  created_at: number;
  created_by: string;
  rollout: string | null;
  wave_count: number;
  current_wave: number;
  resumed_wave: number;
  stop_reason: string | null;
  version_ids: string;
  /** The software a completed answer installs or removes (InstalledItem[] as JSON). */
  items: string;
}

export interface TargetRow {
  terminal_id: number;
  serial_number: string;
  model_name: string;
  wave: number;
  state: string;
  reason: string | null;
  attempt: number;
  completed_at: number | null;
}
