import { connectedTerminalFacts, installOutcome } from '../../../resources/fleetInstalls/outcome';
import type { SandboxContext } from '../../context';
import { columnOf as c } from '../../storage/tables';

interface WaitingRow {
  terminalId: number;
  attempt: number;
  answerMs: number;
  expiresAt: number;
  lastConnection: string | null;
  /** 1 when the terminal connected after the install was sent to it. */
  connected: number;
}

/**
 * The terminals an install waits for because they were offline when it was sent: one that has
 * connected since (a heartbeat, a status request) takes the install then and answers as it is at
 * that moment; one that did not connect before its expiry fails as EXPIRED.
 */
export const createWaitingTerminals = ({ db, store }: SandboxContext) => {
  const waitingOf = db.prepare(
    `SELECT t.terminal_id AS terminalId, t.attempt, t.answer_ms AS answerMs, t.expires_at AS expiresAt,
       r.${c('lastConnectionDate')} AS lastConnection,
       coalesce(r.${c('lastConnectionDate')} > t.waiting_since, 0) AS connected
     FROM fleet_install_targets t JOIN r_terminals r ON r.id = t.terminal_id
     WHERE t.install_id = ? AND t.state = 'WAITING'
       AND (t.expires_at <= ? OR r.${c('lastConnectionDate')} > t.waiting_since)`,
  );
  const connect = db.prepare(
    `UPDATE fleet_install_targets SET state = 'PENDING', outcome = ?, outcome_reason = ?, due_at = ?,
       waiting_since = NULL, expires_at = NULL WHERE install_id = ? AND terminal_id = ? AND state = 'WAITING'`,
  );
  const expire = db.prepare(
    `UPDATE fleet_install_targets SET state = 'FAILED', reason = 'EXPIRED', completed_at = expires_at,
       waiting_since = NULL WHERE install_id = ? AND terminal_id = ? AND state = 'WAITING'`,
  );
  const cancel = db.prepare(
    `UPDATE fleet_install_targets SET state = 'FAILED', reason = 'CANCELLED', completed_at = ?,
       waiting_since = NULL, expires_at = NULL WHERE install_id = ? AND state = 'WAITING'`,
  );

  const connectOrExpire = (installId: number, now: number) =>
    (waitingOf.all(installId, now) as WaitingRow[]).forEach((row) => {
      const connectedAt = row.connected ? Date.parse(String(row.lastConnection)) : Number.NaN;
      if (!(connectedAt <= row.expiresAt)) {
        expire.run(installId, row.terminalId);
        return;
      }
      const terminal = store.get('terminals', row.terminalId);
      const outcome = installOutcome(connectedTerminalFacts(row.terminalId, terminal), row.attempt);
      connect.run(outcome.state, outcome.reason, connectedAt + row.answerMs, installId, row.terminalId);
    });

  return {
    connectOrExpire,
    /** The operator gives up on the terminals still waiting: they fail as CANCELLED. */
    cancel: (installId: number, now: number) => cancel.run(now, installId).changes,
  };
};
