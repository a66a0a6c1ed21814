import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InitializationResult, InitializationRow } from '../../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../../context';
import { sessionOf } from '../../guard';
import { createActionBook } from '../detail/actionBook';
import { parseBody, requirePermission, requireSerials, serialNumbersSchema } from './requests';
import { terminalsBySerial } from './terminalLookup';

const requestSchema = z.object({ serialNumbers: serialNumbersSchema });

/**
 * POST /api/v1/Terminal/initialization-parameters (terminal service, TPV_INITIALIZATION_PARAMETERS):
 * queues the initialization parameters for each terminal, which downloads them on its next
 * connection. Unknown serials are TM-0002, deleted terminals PM-0010; the rest are SENT, keep the
 * request in `initialization_requests` (who and when) and get a TPV_INITIALIZATION action in their
 * history, pending until the terminal answers (done, or failed on low battery) as the detail's push;
 * a sent row names that action and its terminal.
 */
export const initializationRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store, db } = context;
  const book = createActionBook(context, context.config.actionDelayMs);
  db.exec(`CREATE TABLE IF NOT EXISTS initialization_requests (
    terminal_id INTEGER NOT NULL, user_id INTEGER NOT NULL, requested_at TEXT NOT NULL)`);
  const remember = db.prepare(
    'INSERT INTO initialization_requests (terminal_id, user_id, requested_at) VALUES (?, ?, ?)',
  );

  scope.post('/api/v1/Terminal/initialization-parameters', async (request): Promise<InitializationResult> => {
    const session = sessionOf(request);
    requirePermission(session, 'TPV_INITIALIZATION_PARAMETERS');
    const serialNumbers = [...new Set(parseBody(requestSchema, request.body).serialNumbers)];
    requireSerials(serialNumbers);
    const bySerial = new Map(
      terminalsBySerial(store, session.entityId, serialNumbers).map((t) => [String(t.serialNumber), t]),
    );
    const sentAt = new Date().toISOString();
    const rows = serialNumbers.map((serialNumber): InitializationRow => {
      const terminal = bySerial.get(serialNumber);
      if (!terminal) return { serialNumber, status: 'UNKNOWN', code: 'TM-0002' };
      if (terminal.deleted) return { serialNumber, status: 'UNAVAILABLE', code: 'PM-0010' };
      return { serialNumber, status: 'SENT' };
    });
    const sent = db.transaction(() =>
      rows.map((row): InitializationRow => {
        if (row.status !== 'SENT') return row;
        const terminalId = Number(bySerial.get(row.serialNumber)?.id);
        remember.run(terminalId, session.userId, sentAt);
        const action = book.record({ terminalId, action: 'TPV_INITIALIZATION', requestedBy: session.userName });
        return { ...row, actionId: action.id, terminalId };
      }),
    )();
    return { sentAt, rows: sent };
  });
};
