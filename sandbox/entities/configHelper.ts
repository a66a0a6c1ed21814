import type { FastifyInstance } from 'fastify';
import { entityIds, type EntityId } from '../../fixtures/entities';
import { refuse, ServiceError } from '../errors';
import { bodyOf } from '../identity/body';
import type { EntityConfigStore } from './entityConfig';

/**
 * PUT /sandbox/entity-config/:entityId (test mode only, no token): merges a partial map into an
 * entity's configuration and answers the whole map, so end-to-end tests can turn flags on and off.
 * A sandbox started without SANDBOX_TEST_MODE=1 has no such route (404).
 */
export const registerEntityConfigHelper = (app: FastifyInstance, configs: EntityConfigStore) =>
  app.put('/sandbox/entity-config/:entityId', async (request) => {
    const entityId = Number((request.params as { entityId?: string }).entityId);
    if (!entityIds.includes(entityId as EntityId)) throw refuse(404, 'GM-0010');
    const refused = configs.write(entityId, bodyOf(request));
    if (refused.length) {
      throw new ServiceError(400, {
        Message: 'keys are UPPER_SNAKE_CASE, values text, numbers, booleans or null',
        Errors: Object.fromEntries(refused.map((key) => [key, 'invalid'])),
      });
    }
    return configs.read(entityId);
  });
