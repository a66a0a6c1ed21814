import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { planReassignment, type PlannedTerminal } from '../../../resources/terminals/operations/reassignmentPlan';
import type { ReassignmentRequest, ReassignmentResult } from '../../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import { parseBody, requirePermission, requireSerials, serialNumbersSchema } from './requests';
import { terminalsBySerial } from './terminalLookup';

const requestSchema = z.object({
  serialNumbers: serialNumbersSchema,
  commerceId: z.number().int().positive(),
  groupId: z.number().int().positive().nullish(),
});

/**
 * Terminal reassignment (terminal service, TERMINAL_REASSIGNMENT):
 * - POST /api/v1/Terminal/Reassignment/validation: the plan, serial by serial, nothing changes;
 * - POST /api/v1/Terminal/Reassignment: moves the terminals of the plan; 400 TM-0007 if none would.
 * The target commerce must be the entity's (400, commerceId GM-0010) and the group one of its
 * groups (400, groupId GM-0008). A moved terminal leaves its old group.
 */
export const reassignmentRoutes = (scope: FastifyInstance, { store, db }: SandboxContext) => {
  const plan = (session: ReturnType<typeof sessionOf>, body: unknown) => {
    requirePermission(session, 'TERMINAL_REASSIGNMENT');
    const request: ReassignmentRequest = parseBody(requestSchema, body);
    const serialNumbers = [...new Set(request.serialNumbers)];
    requireSerials(serialNumbers);
    if (!store.get('commerces', request.commerceId, session.entityId))
      throw refuse(400, 'GM-0010', { Errors: { commerceId: 'GM-0010' } });
    if (request.groupId) {
      const group = store.get('groups', request.groupId, session.entityId);
      if (!group || Number(group.commerceId) !== request.commerceId)
        throw refuse(400, 'GM-0008', { Message: 'groupId', Errors: { groupId: 'GM-0008' } });
    }
    const found = terminalsBySerial(store, session.entityId, serialNumbers) as unknown as PlannedTerminal[];
    return { request, result: planReassignment({ ...request, serialNumbers }, found) };
  };

  scope.post(
    '/api/v1/Terminal/Reassignment/validation',
    async (request) => plan(sessionOf(request), request.body).result,
  );

  scope.post('/api/v1/Terminal/Reassignment', async (request): Promise<ReassignmentResult> => {
    const { request: asked, result } = plan(sessionOf(request), request.body);
    if (result.moving === 0) throw refuse(400, 'TM-0007');
    const moving = result.rows.filter((row) => row.status === 'MOVE');
    db.transaction(() => {
      moving.forEach((row) =>
        store.update('terminals', Number(row.terminalId), {
          commerceId: asked.commerceId,
          groupId: asked.groupId ?? null,
        }),
      );
    })();
    return {
      moved: moving.map((row) => row.serialNumber),
      notMoved: result.rows.filter((row) => row.status !== 'MOVE'),
    };
  });
};
