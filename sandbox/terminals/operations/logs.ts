import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logBundle } from '../../../resources/terminals/operations/logBundle';
import type { DownloadedFile, LogRequestResult } from '../../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import { ruleContextOf } from '../../engine/domainRules';
import { sessionOf } from '../../guard';
import { requirePermission } from './requests';
import { terminalsBySerial } from './terminalLookup';

const LOG_CONTENT_TYPE = 'application/zip';

interface LogRoute {
  Params: { id: string; serialNumber: string };
}

/**
 * Terminal log files (terminal service):
 * - GET /api/v1/TerminalFilesLog/:id/b64log (the logs' read permission): the file, base64 in JSON;
 * - GET /api/v1/TerminalFilesLog/download/:id (the same): the file itself, as an attachment;
 * - POST /api/v1/TerminalFilesLog/message-to-activate-logs/:serialNumber (TERMINAL_LOG): tells
 *   the terminal to start logging; 404 TM-0002 for a serial the entity does not have.
 * message-to-get-logs belongs to the terminal detail's actions (`../detail/terminalRoutes.ts`).
 */
export const logRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store, db } = context;
  /** A log of the caller's entity that its rules let it see (a partner's commerces), zipped. */
  const logFileOf = async (request: FastifyRequest<LogRoute>) => {
    const session = sessionOf(request);
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;
    const log = store.get('terminalLogs', id, session.entityId);
    if (!log || !(await context.rules.visible('terminalLogs', log, ruleContextOf(context, session))))
      throw refuse(404, 'GM-0010');
    const bytes = await logBundle({
      id: log.id,
      serialNumber: String(log.serialNumber),
      fileName: String(log.fileName),
      type: String(log.type),
      createdAt: String(log.createdAt),
    });
    return { fileName: String(log.fileName), bytes };
  };

  scope.get<LogRoute>('/api/v1/TerminalFilesLog/:id/b64log', async (request): Promise<DownloadedFile> => {
    const { fileName, bytes } = await logFileOf(request);
    return { fileName, contentType: LOG_CONTENT_TYPE, base64: Buffer.from(bytes).toString('base64') };
  });

  scope.get<LogRoute>('/api/v1/TerminalFilesLog/download/:id', async (request, reply) => {
    const { fileName, bytes } = await logFileOf(request);
    return reply
      .header('Content-Type', LOG_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`)
      .send(Buffer.from(bytes));
  });

  db.exec(`CREATE TABLE IF NOT EXISTS log_activations (
    terminal_id INTEGER NOT NULL, user_id INTEGER NOT NULL, requested_at TEXT NOT NULL)`);
  const remember = db.prepare('INSERT INTO log_activations (terminal_id, user_id, requested_at) VALUES (?, ?, ?)');
  scope.post<LogRoute>(
    '/api/v1/TerminalFilesLog/message-to-activate-logs/:serialNumber',
    async (request): Promise<LogRequestResult> => {
      const session = sessionOf(request);
      requirePermission(session, 'TERMINAL_LOG');
      const serialNumber = request.params.serialNumber.trim().toUpperCase();
      const [terminal] = terminalsBySerial(store, session.entityId, [serialNumber]);
      if (!terminal) throw refuse(404, 'TM-0002');
      const requestedAt = new Date().toISOString();
      remember.run(terminal.id, session.userId, requestedAt);
      return { serialNumber, kind: 'activate-logs', requestedAt };
    },
  );
};
