import { isDashboardBoard } from '../../resources/dashboards/boards';
import { computeBoard } from '../../resources/dashboards/figures/computeBoard';
import { onlineSince, onlineWindowMinutes } from '../../resources/terminals/schema';
import type { SandboxPlugin } from '../context';
import { createEntityConfigStore } from '../entities/entityConfig';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { createBoardSources } from './boardSources';
import { createPartnerSources } from './partnerSources';

/**
 * GET /reports/api/v1/dashboards/:board — the figures of one of the seven dashboards, computed
 * from the token's entity's records (a partner's, from its commerces'). Open to every signed-in
 * user, as the dashboards' routes are (spec section 2); an unknown board is 404 GM-0010.
 */
export const dashboardsPlugin: SandboxPlugin = async (app, context) => {
  const sourcesOf = createBoardSources(context.db);
  const narrowed = createPartnerSources(context.db);
  const configs = createEntityConfigStore(context.db);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.get<{ Params: { board: string } }>('/:board', async (request) => {
        const { board } = request.params;
        if (!isDashboardBoard(board)) throw refuse(404, 'GM-0010');
        const session = sessionOf(request);
        const { entityId } = session;
        const commerceIds = context.partnerScope.commerceIdsOf(session);
        const sources = commerceIds ? narrowed(entityId, sourcesOf(entityId), commerceIds) : sourcesOf(entityId);
        const now = Date.now();
        const since = onlineSince(now, onlineWindowMinutes(configs.read(entityId)));
        return computeBoard(board, sources, { now, onlineSince: since });
      });
    },
    { prefix: '/reports/api/v1/dashboards' },
  );
};
