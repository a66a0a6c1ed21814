import type { FastifyInstance } from 'fastify';
import { parameterPushOf } from '../../../resources/profiles/parameterUpdate/pushRequest';
import { onlineSince, onlineWindowMinutes } from '../../../resources/terminals/schema';
import { tagsAfterAdding } from '../../../resources/terminals/tagLimit';
import type { TerminalActionKind } from '../../../resources/terminalsHistory/schema';
import type { SandboxContext } from '../../context';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { requireDelete } from '../../engine/access';
import { present } from '../../engine/present';
import { deleteRecord } from '../../engine/records';
import { contentRange, parseListParams, type QueryString } from '../../engine/query';
import { sessionOf } from '../../guard';
import type { StoredRecord } from '../../storage/repository';
import { fieldRefusal, idFrom, sessionFor, terminalOf } from './access';
import type { ActionBook } from './actionBook';

interface ById {
  Params: { id: string };
}

const TERMINAL = '/api/v1/Terminal/:id';

/** Pushes that need nothing but the terminal, by path under `Terminal/{id}/`. */
const simplePushes: Record<string, TerminalActionKind> = {
  'request-status': 'REQUEST_STATUS',
  restart: 'RESTART',
  'initialization-parameters': 'TPV_INITIALIZATION',
};

const tagIdsOf = (body: unknown): number[] => {
  const raw = typeof body === 'object' && body !== null ? (body as { tagIds?: unknown }).tagIds : undefined;
  if (!Array.isArray(raw)) throw fieldRefusal('tagIds', 'validation.required');
  const ids = raw.map(idFrom);
  if (ids.some((id) => id === undefined)) throw fieldRefusal('tagIds', 'TM-0004');
  return ids as number[];
};

/**
 * The terminal service's per-terminal actions and history:
 * - GET Terminal/{id}/History (simple-rest list of the terminal's actions, newest first);
 * - POST Terminal/{id}/request-status, /restart, /initialization-parameters, /soft-delete;
 * - DELETE Terminal/{id}/hard-delete (as the generic DELETE: the terminals' rules take its device data
 *   and keep its operations, resources/terminals/hooks.ts);
 * - POST TerminalFilesLog/message-to-get-logs/{serialNumber};
 * - PUT TagAssignment/terminal/{id} {tagIds} (at most 5: TM-0003; unknown tags: TM-0004).
 */
export const terminalRoutes = (scope: FastifyInstance, context: SandboxContext, book: ActionBook) => {
  const { store } = context;
  const actionSchema = store.schema('terminalsHistory');
  const shown = (action: StoredRecord) => present(actionSchema, action);
  const configs = createEntityConfigStore(context.db);
  /** A parameter push to an offline terminal waits for its next connection, as from the parameter push screen. */
  const requestOf = (terminal: StoredRecord, action: TerminalActionKind, requestedBy: string, entityId: number) => {
    if (action !== 'TPV_INITIALIZATION') return { terminalId: terminal.id, action, requestedBy };
    const now = Date.now();
    const since = onlineSince(now, onlineWindowMinutes(configs.read(entityId)));
    const battery = typeof terminal.batteryLevel === 'number' ? terminal.batteryLevel : null;
    const facts = {
      id: terminal.id,
      lastConnectionDate: terminal.lastConnectionDate as string | null,
      batteryLevel: battery,
    };
    return parameterPushOf(facts, { requestedBy, since });
  };
  const pushed = (
    terminal: StoredRecord,
    action: TerminalActionKind,
    session: { userName: string; entityId: number },
  ) => shown(book.record(requestOf(terminal, action, session.userName, session.entityId)));

  scope.get<ById & { Querystring: QueryString }>(`${TERMINAL}/History`, async (request, reply) => {
    const session = sessionOf(request);
    const terminal = await terminalOf(context, session, request.params.id);
    const { range } = parseListParams(actionSchema, request.query);
    const result = book.history(terminal.id, range);
    return reply
      .header('Content-Range', contentRange(actionSchema, result))
      .header('Access-Control-Expose-Headers', 'Content-Range')
      .send(result.records.map(shown));
  });

  Object.entries(simplePushes).forEach(([path, action]) =>
    scope.post<ById>(`${TERMINAL}/${path}`, async (request, reply) => {
      const session = sessionFor(request, action);
      const terminal = await terminalOf(context, session, request.params.id);
      return reply.status(201).send(pushed(terminal, action, session));
    }),
  );

  scope.post<ById>(`${TERMINAL}/soft-delete`, async (request, reply) => {
    const session = sessionFor(request, 'SOFT_DELETE');
    const terminal = await terminalOf(context, session, request.params.id);
    store.update('terminals', terminal.id, { deleted: true });
    return reply.status(201).send(pushed(terminal, 'SOFT_DELETE', session));
  });

  scope.delete<ById>(`${TERMINAL}/hard-delete`, async (request) => {
    const session = sessionOf(request);
    requireDelete(session, store.schema('terminals'));
    const terminal = await terminalOf(context, session, request.params.id);
    const schema = store.schema('terminals');
    return present(schema, await deleteRecord({ context, schema, session }, terminal.id));
  });

  scope.post<{ Params: { serialNumber: string } }>(
    '/api/v1/TerminalFilesLog/message-to-get-logs/:serialNumber',
    async (request, reply) => {
      const session = sessionFor(request, 'REQUEST_LOGS');
      const match = store.list('terminals', {
        entityId: session.entityId,
        filter: { serialNumber: request.params.serialNumber },
        range: [0, 0],
      }).records[0];
      const terminal = await terminalOf(context, session, match?.id);
      return reply.status(201).send(pushed(terminal, 'REQUEST_LOGS', session));
    },
  );

  scope.put<ById>('/api/v1/TagAssignment/terminal/:id', async (request) => {
    const session = sessionFor(request, 'ASSIGN_TAGS');
    const terminal = await terminalOf(context, session, request.params.id);
    const tagIds = tagsAfterAdding([], tagIdsOf(request.body));
    if (!tagIds) throw fieldRefusal('tagIds', 'TM-0003');
    if (tagIds.some((id) => !store.get('tags', id, session.entityId))) throw fieldRefusal('tagIds', 'TM-0004');
    const updated = store.update('terminals', terminal.id, { tagIds });
    book.record({
      terminalId: terminal.id,
      action: 'ASSIGN_TAGS',
      detail: tagIds.map((id) => String(store.get('tags', id)?.name)).join(', '),
      requestedBy: session.userName,
    });
    return present(store.schema('terminals'), updated);
  });
};
