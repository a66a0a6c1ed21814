import type { FastifyInstance } from 'fastify';
import { reportableEntities } from '../../../resources/terminals/operations/reportEntities';
import type { SandboxContext } from '../../context';
import { entityNameOf, entityRank } from '../../entities/names';
import { refuse } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';
import { createAccounts } from '../../identity/accounts';

/**
 * The entities a user may report on: each one where the user's role grants the report
 * permissions (in the token's entity, the token's permissions), not every membership.
 */
export const createReportEntities = (context: SandboxContext) => {
  const accounts = createAccounts(context);
  const permissionsIn = (session: RequestSession, entityId: number): readonly string[] =>
    entityId === session.entityId ? session.permissions : accounts.permissionNames(session.userId, entityId);

  const reportable = (session: RequestSession): number[] =>
    reportableEntities(accounts.entitiesOf(session.userId), (entityId) => permissionsIn(session, entityId)).sort(
      (a, b) => entityRank(a) - entityRank(b),
    );

  return {
    reportable,
    /** The entities asked for (the token's by default), all reportable: else 400 GM-0002, never a partial report. */
    check(session: RequestSession, asked: readonly number[] | undefined): number[] {
      const entities = asked?.length ? [...asked] : [session.entityId];
      const allowed = new Set(reportable(session));
      if (entities.some((entityId) => !allowed.has(entityId)))
        throw refuse(400, 'GM-0002', { Message: 'user entity not allowed' });
      return entities;
    },
  };
};

export type ReportEntities = ReturnType<typeof createReportEntities>;

/**
 * GET /api/v1/Report/terminal-report/entities (reports service): the entities the caller may
 * pick in the terminal report, as {Id, Name}, so the console offers only those.
 */
export const reportEntityRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const reportEntities = createReportEntities(context);
  scope.get('/api/v1/Report/terminal-report/entities', async (request) =>
    reportEntities.reportable(sessionOf(request)).map((Id) => ({ Id, Name: entityNameOf(Id) })),
  );
};
