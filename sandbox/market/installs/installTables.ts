import type { Db } from '../../database';

const WEEK_MS = 7 * 24 * 3_600_000;

/** A database made before a column existed gains it. */
const addMissing = (db: Db, table: string, column: string, type: string) => {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((known) => known.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
};

/**
 * How a queued (or retried) terminal is sent at @at: one offline when planned (outcome WAITING)
 * waits for its next connection until @at + @expiry; an install-on-transaction app waits for an
 * open batch to close; the others answer `answer_ms` later.
 */
const SENT_COLUMNS: readonly (readonly [string, string])[] = [
  ['state', `CASE WHEN outcome = 'WAITING' THEN 'WAITING' ELSE 'PENDING' END`],
  ['reason', `CASE WHEN outcome <> 'WAITING' AND batch_wait_ms > 0 THEN 'OPEN_BATCH' ELSE NULL END`],
  ['waiting_since', `CASE WHEN outcome = 'WAITING' THEN strftime('%Y-%m-%dT%H:%M:%fZ', @at / 1000.0, 'unixepoch') END`],
  ['expires_at', `CASE WHEN outcome = 'WAITING' THEN @at + @expiry END`],
  ['wait_until', `CASE WHEN outcome <> 'WAITING' AND batch_wait_ms > 0 THEN @at + batch_wait_ms END`],
  ['due_at', `CASE WHEN outcome <> 'WAITING' AND batch_wait_ms = 0 THEN @at + answer_ms END`],
];

export const SEND_SET = SENT_COLUMNS.map(([column, value]) => `${column} = ${value}`).join(',\n  ');

/**
 * Inserts an install's targets in one statement, from @rows (a JSON array of [terminal id,
 * serial, model name, wave, outcome, outcome reason, answer ms, batch wait ms]): the terminals of
 * wave @sent are sent at @at as SEND_SET would send them, the others queued.
 */
export const INSERT_TARGETS = `
  INSERT INTO fleet_install_targets (install_id, terminal_id, serial_number, model_name, wave, attempt, outcome,
    outcome_reason, answer_ms, batch_wait_ms, ${SENT_COLUMNS.map(([column]) => column).join(', ')})
  SELECT install_id, terminal_id, serial_number, model_name, wave, 1, outcome, outcome_reason, answer_ms,
    batch_wait_ms, ${SENT_COLUMNS.map(([column, value]) =>
      column === 'state'
        ? `CASE WHEN wave = @sent THEN ${value} ELSE 'QUEUED' END`
        : `CASE WHEN wave = @sent THEN ${value} END`,
    ).join(', ')}
  FROM (SELECT @id AS install_id, value ->> 0 AS terminal_id, value ->> 1 AS serial_number,
      value ->> 2 AS model_name, value ->> 3 AS wave, value ->> 4 AS outcome, value ->> 5 AS outcome_reason,
      value ->> 6 AS answer_ms, value ->> 7 AS batch_wait_ms
    FROM json_each(@rows))`;

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
    items TEXT NOT NULL DEFAULT '[]', expiry_ms INTEGER NOT NULL DEFAULT ${WEEK_MS})`);
  addMissing(db, 'fleet_installs', 'items', `TEXT NOT NULL DEFAULT '[]'`);
  addMissing(db, 'fleet_installs', 'expiry_ms', `INTEGER NOT NULL DEFAULT ${WEEK_MS}`);
  db.exec(`CREATE TABLE IF NOT EXISTS fleet_install_targets (
    install_id INTEGER NOT NULL, terminal_id INTEGER NOT NULL, serial_number TEXT NOT NULL,
    model_name TEXT NOT NULL, wave INTEGER NOT NULL, state TEXT NOT NULL, reason TEXT, attempt INTEGER NOT NULL,
    outcome TEXT NOT NULL, outcome_reason TEXT, answer_ms INTEGER NOT NULL, batch_wait_ms INTEGER NOT NULL,
    due_at INTEGER, wait_until INTEGER, completed_at INTEGER, waiting_since TEXT, expires_at INTEGER,
    PRIMARY KEY (install_id, terminal_id)) WITHOUT ROWID`);
  addMissing(db, 'fleet_install_targets', 'waiting_since', 'TEXT');
  addMissing(db, 'fleet_install_targets', 'expires_at', 'INTEGER');
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
  /** How long an offline terminal is waited for. */
  expiry_ms: number;
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
