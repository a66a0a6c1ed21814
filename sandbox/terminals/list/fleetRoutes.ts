import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onlineSince, onlineWindowMinutes, terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { present } from '../../engine/present';
import { contentRange, parseListParams, type QueryString } from '../../engine/query';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import { createFleetSummary, type FleetQuery } from './fleetSummary';
import { modelBinariesRoute } from './modelBinaries';

/**
 * The fleet as a whole on the terminal service (their declarations: sandbox/gate/declarations):
 * - GET Terminal/Summary: the caller's terminals in service, online and offline, and the deleted;
 * - GET Terminal/v2/Summary: the same with each model's share;
 * - GET Terminal/admin: every entity's terminals in the list dialect, each with its entity, for a
 *   system administrator only (403 GM-0001 for anyone else).
 * - GET Terminal/models/available-binary: the models with system components ready to install.
 * The summaries count what the caller's list would show: a partner's commerces only.
 */
export const registerFleetRoutes = (app: FastifyInstance, context: SandboxContext) => {
  const fleet = createFleetSummary(context.db);
  const configs = createEntityConfigStore(context.db);
  const queryOf = (request: FastifyRequest): FleetQuery => {
    const session = sessionOf(request);
    return {
      entityId: session.entityId,
      onlineSince: onlineSince(Date.now(), onlineWindowMinutes(configs.read(session.entityId))),
      commerceIds: context.partnerScope.commerceIdsOf(session),
    };
  };

  return app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.get(`/${terminals.path}/Summary`, async (request) => fleet.summary(queryOf(request)));
      scope.get(`/${terminals.path}/v2/Summary`, async (request) => fleet.byModel(queryOf(request)));
      scope.get<{ Querystring: QueryString }>(`/${terminals.path}/admin`, async (request, reply) => {
        if (!sessionOf(request).systemAdministrator) throw refuse(403, 'GM-0001');
        const result = context.store.list(terminals.name, parseListParams(terminals, request.query));
        return reply
          .header('Content-Range', contentRange(terminals, result))
          .header('Access-Control-Expose-Headers', 'Content-Range')
          .send(
            result.records.map((record) => ({
              ...present(terminals, record),
              entityId: context.store.entityOf(terminals.name, record.id),
            })),
          );
      });
      modelBinariesRoute(scope, context);
    },
    { prefix: '/terminal' },
  );
};
