import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { planUpdate, type ImpactModel } from '../../../resources/profiles/parameterUpdate/impact';
import { parameterPushOf } from '../../../resources/profiles/parameterUpdate/pushRequest';
import { MAX_UPDATE_TERMINALS, type UpdateRow } from '../../../resources/profiles/parameterUpdate/updateShapes';
import { EXPIRY_DAYS } from '../../../resources/fleetInstalls/shapes';
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
const expiryBody = z.object({ expiryDays: z.number().int().min(1).max(EXPIRY_DAYS.max).optional() });

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
 * terminal answers, failed on low battery; an offline terminal's waits for its next connection
 * until the expiry chosen); the states of those actions, and the cancelling of the waiting ones.
 * A retry is a push to the failed serials.
 */
export const updateRoutes = (scope: FastifyInstance, context: SandboxContext, now: () => number) => {
  const { store } = context;
  const book = createActionBook(context, context.config.actionDelayMs, now);
  const configs = createEntityConfigStore(context.db);

  const sinceFor = (session: RequestSession) => onlineSince(now(), onlineWindowMinutes(configs.read(session.entityId)));

  const plan = (session: RequestSession, body: unknown) => {
    const target = parseBody(z.object({ target: targetSchema }), body).target;
    const { terminals, unknownSerials } = terminalsOfTarget(context, session.entityId, target);
    const models = new Map<number, ImpactModel>();
    new Set(terminals.map((terminal) => Number(terminal.modelId))).forEach((modelId) => {
      const model = store.get('models', modelId);
      if (model) models.set(modelId, { name: String(model.name), deviceType: String(model.deviceType) });
    });
    const typed = terminals.map((terminal) => ({
      id: terminal.id,
      serialNumber: String(terminal.serialNumber),
      modelId: Number(terminal.modelId),
      lastConnectionDate: terminal.lastConnectionDate as string | null,
      batteryLevel: typeof terminal.batteryLevel === 'number' ? terminal.batteryLevel : null,
      deleted: Boolean(terminal.deleted),
    }));
    return planUpdate(typed, models, sinceFor(session), unknownSerials);
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
    const { expiryDays } = parseBody(expiryBody, request.body);
    if (reached.length === 0) throw new ServiceError(400, { Code: 'TM-0007', Message: 'no terminals to process' });
    if (reached.length > MAX_UPDATE_TERMINALS)
      throw new ServiceError(400, { Message: 'too many', Errors: { target: 'profilesEmv.update.tooMany' } });
    const pushOf = { requestedBy: session.userName, since: sinceFor(session), expiryDays };
    const rows = context.db.transaction(() =>
      reached.map((terminal) => rowOf(book.record(parameterPushOf(terminal, pushOf)), terminal.serialNumber)),
    )();
    return { impact, rows };
  });

  const pushesOf = (session: RequestSession, body: unknown) =>
    parseBody(statesBody, body).actionIds.flatMap((actionId) => {
      const action = store.get('terminalsHistory', actionId, session.entityId);
      return action?.action === 'TPV_INITIALIZATION' ? [action] : [];
    });
  const presentRow = (action: StoredRecord) =>
    rowOf(action, String(store.get('terminals', Number(action.terminalId))?.serialNumber ?? ''));

  scope.post('/api/v1/ParameterUpdate/states', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, PERMISSION);
    return pushesOf(session, request.body).map((pending) => {
      book.settle(Number(pending.terminalId));
      return presentRow(store.get('terminalsHistory', pending.id, session.entityId) ?? pending);
    });
  });

  /** The operator gives up on the listed pushes still waiting for their terminal: they fail as CANCELLED. */
  scope.post('/api/v1/ParameterUpdate/cancel-waiting', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, PERMISSION);
    const pushes = pushesOf(session, request.body);
    pushes.forEach((pending) => book.settle(Number(pending.terminalId)));
    const cancelled = context.db.transaction(() => pushes.filter((pending) => book.cancelWaiting(pending.id)))();
    if (cancelled.length === 0) throw new ServiceError(400, { Code: 'TM-0007', Message: 'no terminal is waiting' });
    return pushes.map((pending) => presentRow(store.get('terminalsHistory', pending.id, session.entityId) ?? pending));
  });
};
