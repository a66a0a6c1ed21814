import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parameterPushOf } from '../../../resources/profiles/parameterUpdate/pushRequest';
import type { InitializationResult, InitializationRow } from '../../../resources/terminals/operations/shapes';
import { onlineSince, onlineWindowMinutes } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { createEntityConfigStore } from '../../entities/entityConfig';
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
  const configs = createEntityConfigStore(db);
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
    const now = Date.now();
    const sentAt = new Date(now).toISOString();
    // An offline terminal's push waits for its next connection.
    const since = onlineSince(now, onlineWindowMinutes(configs.read(session.entityId)));
    const rows = serialNumbers.map((serialNumber): InitializationRow => {
      const terminal = bySerial.get(serialNumber);
      if (!terminal) return { serialNumber, status: 'UNKNOWN', code: 'TM-0002' };
      if (terminal.deleted) return { serialNumber, status: 'UNAVAILABLE', code: 'PM-0010' };
      return { serialNumber, status: 'SENT' };
    });
    const sent = db.transaction(() =>
      rows.map((row): InitializationRow => {
        if (row.status !== 'SENT') return row;
        const terminal: Record<string, unknown> = bySerial.get(row.serialNumber) ?? {};
        const terminalId = Number(terminal.id);
        remember.run(terminalId, session.userId, sentAt);
        const facts = {
          id: terminalId,
          lastConnectionDate: terminal.lastConnectionDate as string | null,
          batteryLevel: typeof terminal.batteryLevel === 'number' ? terminal.batteryLevel : null,
        };
        const action = book.record(parameterPushOf(facts, { requestedBy: session.userName, since }));
        return { ...row, actionId: action.id, terminalId };
      }),
    )();
    return { sentAt, rows: sent };
  });
};
