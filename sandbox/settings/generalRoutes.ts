import type { FastifyInstance } from 'fastify';
import { entityConfigOfGeneral, generalConfigOf, generalConfigSchema } from '../../resources/settings/generalConfig';
import type { SandboxContext } from '../context';
import { createEntityConfigStore } from '../entities/entityConfig';
import { sessionOf } from '../guard';
import { parseBody, requirePermission } from '../terminals/operations/requests';

const GENERAL = '/api/configuration/general';

/**
 * The entity's general configuration (parameters service), kept in its entity configuration so
 * the console's idle time and the online window follow it: every signed-in user reads it,
 * changing it needs GENERAL_CONFIGURATION.
 */
export const generalRoutes = (scope: FastifyInstance, { db }: SandboxContext) => {
  const configs = createEntityConfigStore(db);
  scope.get(GENERAL, async (request) => generalConfigOf(configs.read(sessionOf(request).entityId)));
  scope.put(GENERAL, async (request) => {
    const session = sessionOf(request);
    requirePermission(session, 'GENERAL_CONFIGURATION');
    const general = parseBody(generalConfigSchema, request.body);
    configs.write(session.entityId, entityConfigOfGeneral(general));
    return generalConfigOf(configs.read(session.entityId));
  });
};
