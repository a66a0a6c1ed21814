import type { DataProvider, RaRecord } from 'ra-core';
import { models } from '../../resources/models/schema';
import { planUpdate, type ImpactModel } from '../../resources/profiles/parameterUpdate/impact';
import { parameterPushOf } from '../../resources/profiles/parameterUpdate/pushRequest';
import type { UpdateRow, UpdateTarget } from '../../resources/profiles/parameterUpdate/updateShapes';
import { cancelledWait, newAction } from '../../resources/terminalsHistory/book';
import { terminalActions, type TerminalActionFailure } from '../../resources/terminalsHistory/schema';
import { onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import { mapServiceError } from '../responseErrors';
import { FAKE_ACTION_DELAY_MS } from '../terminals/actionsFakerest';
import { settleTerminal } from '../terminals/actionsFakeSettle';
import type { ProfileEmvMethods } from './emvMethods';

const ALL = { page: 1, perPage: 10_000 };
const filterOf = { profile: 'profileId', group: 'groupId', commerce: 'commerceId' } as const;

type UpdateMethods = Pick<
  ProfileEmvMethods,
  'parameterUpdateImpact' | 'sendParameterUpdate' | 'parameterUpdateStates' | 'cancelWaitingParameterUpdate'
>;

/** The parameter push over an in-memory provider: the sandbox's plan, actions and settlement. */
export const createFakeParameterUpdate = (
  provider: DataProvider,
  { now, userName }: { now: () => number; userName: () => string },
): UpdateMethods => {
  const terminalsOf = async (target: UpdateTarget) => {
    const filter =
      target.kind === 'serials' ? { serialNumber: target.serialNumbers } : { [filterOf[target.kind]]: target.id };
    const { data } = await provider.getList(terminals.resource, {
      filter,
      pagination: ALL,
      sort: { field: 'id', order: 'ASC' },
    });
    const found = new Set(data.map((terminal) => String(terminal.serialNumber)));
    const unknown = target.kind === 'serials' ? target.serialNumbers.filter((serial) => !found.has(serial)) : [];
    return { terminals: data, unknown };
  };
  const plan = async (target: UpdateTarget) => {
    const { terminals: found, unknown } = await terminalsOf(target);
    const known = new Map<number, ImpactModel>();
    for (const modelId of new Set(found.map((terminal) => Number(terminal.modelId)))) {
      const { data } = await provider.getOne(models.resource, { id: modelId });
      known.set(modelId, { name: String(data.name), deviceType: String(data.deviceType) });
    }
    const typed = found.map((terminal: RaRecord) => ({
      id: Number(terminal.id),
      serialNumber: String(terminal.serialNumber),
      modelId: Number(terminal.modelId),
      lastConnectionDate: terminal.lastConnectionDate as string | null,
      batteryLevel: typeof terminal.batteryLevel === 'number' ? terminal.batteryLevel : null,
      deleted: Boolean(terminal.deleted),
    }));
    return planUpdate(typed, known, since(), unknown);
  };
  const since = () => onlineSince(now(), onlineWindowMinutes({}));
  const rowOf = (action: RaRecord, serialNumber: string): UpdateRow => ({
    actionId: Number(action.id),
    terminalId: Number(action.terminalId),
    serialNumber,
    state: action.state as UpdateRow['state'],
    reason: (action.reason as TerminalActionFailure | null) ?? null,
  });

  return {
    parameterUpdateImpact: async ({ target }) => ({ data: (await plan(target)).impact }),
    sendParameterUpdate: async ({ target, expiryDays }) => {
      const { reached, impact } = await plan(target);
      if (reached.length === 0) {
        const body = { Code: 'TM-0007', Message: 'TM-0007' };
        throw mapServiceError(400, body, JSON.stringify(body));
      }
      const rows: UpdateRow[] = [];
      const pushOf = { requestedBy: userName(), since: since(), expiryDays };
      for (const terminal of reached) {
        const { data } = await provider.create(terminalActions.resource, {
          data: newAction(parameterPushOf(terminal, pushOf), now(), FAKE_ACTION_DELAY_MS),
        });
        rows.push(rowOf(data, terminal.serialNumber));
      }
      return { data: { impact, rows } };
    },
    parameterUpdateStates: async ({ actionIds }) => {
      const rows: UpdateRow[] = [];
      for (const actionId of actionIds) {
        const { data: pending } = await provider.getOne(terminalActions.resource, { id: actionId });
        await settleTerminal(provider, Number(pending.terminalId), now(), FAKE_ACTION_DELAY_MS);
        const { data: action } = await provider.getOne(terminalActions.resource, { id: actionId });
        const { data: terminal } = await provider.getOne(terminals.resource, { id: action.terminalId });
        rows.push(rowOf(action, String(terminal.serialNumber)));
      }
      return { data: rows };
    },
    cancelWaitingParameterUpdate: async ({ actionIds }) => {
      const rows: UpdateRow[] = [];
      let cancelled = 0;
      for (const actionId of actionIds) {
        const { data: pending } = await provider.getOne(terminalActions.resource, { id: actionId });
        await settleTerminal(provider, Number(pending.terminalId), now(), FAKE_ACTION_DELAY_MS);
        let { data: action } = await provider.getOne(terminalActions.resource, { id: actionId });
        if (action.state === 'WAITING') {
          cancelled += 1;
          ({ data: action } = await provider.update(terminalActions.resource, {
            id: actionId,
            data: cancelledWait(now()),
            previousData: action,
          }));
        }
        const { data: terminal } = await provider.getOne(terminals.resource, { id: action.terminalId });
        rows.push(rowOf(action, String(terminal.serialNumber)));
      }
      if (cancelled === 0) {
        const body = { Code: 'TM-0007', Message: 'TM-0007' };
        throw mapServiceError(400, body, JSON.stringify(body));
      }
      return { data: rows };
    },
  };
};
