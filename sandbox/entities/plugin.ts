import { entities, entityIds, type EntityId } from '../../fixtures/entities';
import type { SandboxPlugin } from '../context';
import { refuse, ServiceError } from '../errors';
import { sessionOf } from '../guard';
import { createAccounts } from '../identity/accounts';
import { bodyOf } from '../identity/body';
import { createEntityConfigStore } from './entityConfig';
import { notificationsFor } from './notifications';
import { restrictionsOf } from './restrictions';

const nameOf = (id: number) => entities.find((entity) => entity.Id === id)?.Name ?? `Entidad ${id}`;
const rank = (id: number) => {
  const index = entityIds.indexOf(id as EntityId);
  return index < 0 ? entityIds.length + id : index;
};
const entityParam = (params: unknown) => Number((params as { entityId?: string }).entityId);

/**
 * Entities and what hangs from them: the caller's entities and the selected one's configuration
 * (terminal service), its restrictions and the user's notifications (identity service), and a
 * sandbox-only call that changes an entity's configuration for end-to-end tests.
 */
export const entityPlugin: SandboxPlugin = async (app, context) => {
  const configs = createEntityConfigStore(context.db);
  const accounts = createAccounts(context);

  await app.register(
    async (terminal) => {
      terminal.addHook('onRequest', context.guard('terminal'));
      terminal.get('/Entity', async (request) =>
        accounts
          .entitiesOf(sessionOf(request).userId)
          .sort((a, b) => rank(a) - rank(b))
          .map((Id) => ({ Id, Name: nameOf(Id) })),
      );
      terminal.get('/Entity/config', async (request) => configs.read(sessionOf(request).entityId));
    },
    { prefix: '/terminal/api/v1' },
  );

  await app.register(
    async (identity) => {
      identity.addHook('onRequest', context.guard('identity'));
      identity.get('/Restriction/:entityId', async (request) => {
        const entityId = entityParam(request.params);
        if (!Number.isInteger(entityId) || !accounts.isMember(sessionOf(request).userId, entityId))
          throw refuse(400, 'GM-0002');
        return restrictionsOf(entityId);
      });
      identity.get('/Notification', async (request) => {
        const session = sessionOf(request);
        return notificationsFor(accounts.profile(session.userId), nameOf(session.entityId));
      });
    },
    { prefix: '/identity/api/v1' },
  );

  await app.register(async (sandbox) => {
    /** Sandbox-only and public: merges a partial map into an entity's configuration, answers the whole map. */
    sandbox.put('/sandbox/entity-config/:entityId', async (request) => {
      const entityId = entityParam(request.params);
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
  });
};
