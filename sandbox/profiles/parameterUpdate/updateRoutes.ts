import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { planUpdate, type ImpactModel } from '../../../resources/profiles/parameterUpdate/impact';
import { MAX_UPDATE_TERMINALS, type UpdateRow } from '../../../resources/profiles/parameterUpdate/updateShapes';
import type { TerminalActionFailure } from '../../../resources/terminalsHistory/schema';
import { onlineSince, onlineWindowMinutes } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { ServiceError } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';
import type { StoredRecord } from '../../storage/repository';
import { createActionBook } from '../../terminals/detail/actionBook';
import { parseBody, requirePermission } from '../../terminals/operations/requests';
import { targetSchema, terminalsOfTarget } from './updateTargets';

const PERMISSION = 'TPV_INITIALIZATION_PARAMETERS';
const statesBody = z.object({ actionIds: z.array(z.number().int().positive()).min(1).max(MAX_UPDATE_TERMINALS) });

const rowOf = (action: StoredRecord, serialNumber: string): UpdateRow => ({
  actionId: action.id,
  terminalId: Number(action.terminalId),
  serialNumber,
  state: action.state as UpdateRow['state'],
  reason: (action.reason as TerminalActionFailure | null) ?? null,
});

/**
 * /ParameterUpdate on the terminal service (TPV_INITIALIZATION_PARAMETERS): the impact of pushing
 * the parameters to a profile's, group's, commerce's or listed terminals; the push itself, one
 * TPV_INITIALIZATION action per terminal reached (the terminal actions' book: pending until the
 * terminal answers, failed on low battery); and the states of those actions. A retry is a push to
 * the failed serials.
 */
export const updateRoutes = (scope: FastifyInstance, context: SandboxContext, now: () => number) => {
  const { store } = context;
  const book = createActionBook(context, context.config.actionDelayMs, now);
  const configs = createEntityConfigStore(context.db);

  const plan = (session: RequestSession, body: unknown) => {
    const target = parseBody(z.object({ target: targetSchema }), body).target;
    const { terminals, unknownSerials } = terminalsOfTarget(context, session.entityId, target);
    const models = new Map<number, ImpactModel>();
    new Set(terminals.map((terminal) => Number(terminal.modelId))).forEach((modelId) => {
      const model = store.get('models', modelId);
      if (model) models.set(modelId, { name: String(model.name), deviceType: String(model.deviceType) });
    });
    const since = onlineSince(now(), onlineWindowMinutes(configs.read(session.entityId)));
    const typed = terminals.map((terminal) => ({
      id: terminal.id,
      serialNumber: String(terminal.serialNumber),
      modelId: Number(terminal.modelId),
      lastConnectionDate: terminal.lastConnectionDate as string | null,
      deleted: Boolean(terminal.deleted),
    }));
    return planUpdate(typed, models, since, unknownSerials);
  };

  scope.post('/api/v1/ParameterUpdate/impact', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, PERMISSION);
    return plan(session, request.body).impact;
  });

  scope.post('/api/v1/ParameterUpdate', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, PERMISSION);
    const { reached, impact } = plan(session, request.body);
    if (reached.length === 0) throw new ServiceError(400, { Code: 'TM-0007', Message: 'no terminals to process' });
    if (reached.length > MAX_UPDATE_TERMINALS)
      throw new ServiceError(400, { Message: 'too many', Errors: { target: 'profilesEmv.update.tooMany' } });
    const rows = context.db.transaction(() =>
      reached.map((terminal) =>
        rowOf(
          book.record({ terminalId: terminal.id, action: 'TPV_INITIALIZATION', requestedBy: session.userName }),
          terminal.serialNumber,
        ),
      ),
    )();
    return { impact, rows };
  });

  scope.post('/api/v1/ParameterUpdate/states', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, PERMISSION);
    const { actionIds } = parseBody(statesBody, request.body);
    return actionIds.flatMap((actionId) => {
      const pending = store.get('terminalsHistory', actionId, session.entityId);
      if (!pending || pending.action !== 'TPV_INITIALIZATION') return [];
      book.settle(Number(pending.terminalId));
      const action = store.get('terminalsHistory', actionId, session.entityId) ?? pending;
      const terminal = store.get('terminals', Number(action.terminalId));
      return [rowOf(action, String(terminal?.serialNumber ?? ''))];
    });
  });
};
