import type { SandboxPlugin } from '../context';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { createAccounts } from '../identity/accounts';
import { registerEntityConfigHelper } from './configHelper';
import { createEntityConfigStore } from './entityConfig';
import { notificationsFor } from './notifications';
import { entityNameOf, entityRank } from './names';
import { restrictionsOf } from './restrictions';

const entityParam = (params: unknown) => Number((params as { entityId?: string }).entityId);

/**
 * Entities and what hangs from them: the caller's entities and the selected one's configuration
 * (terminal service), its restrictions and the user's notifications (identity service), and, in
 * test mode only, a call that changes an entity's configuration for end-to-end tests.
 */
export const entityPlugin: SandboxPlugin = async (app, context) => {
  const configs = createEntityConfigStore(context.db);
  const accounts = createAccounts(context);

  await app.register(
    async (terminal) => {
      terminal.addHook('onRequest', context.guard);
      /**
       * The user's entities, the default one first: the entity a password grant without
       * `entity_id` binds its token to, so a console that takes the first one agrees with the token.
       */
      terminal.get('/Entity', async (request) => {
        const { userId } = sessionOf(request);
        const home = accounts.homeEntity(userId);
        const first = (id: number) => (id === home ? -1 : entityRank(id));
        return accounts
          .entitiesOf(userId)
          .sort((a, b) => first(a) - first(b))
          .map((Id) => ({ Id, Name: entityNameOf(Id) }));
      });
      terminal.get('/Entity/config', async (request) => configs.read(sessionOf(request).entityId));
    },
    { prefix: '/terminal/api/v1' },
  );

  await app.register(
    async (identity) => {
      identity.addHook('onRequest', context.guard);
      /** The restrictions of the token's entity; another entity's are refused like its header. */
      identity.get('/Restriction/:entityId', async (request) => {
        if (entityParam(request.params) !== sessionOf(request).entityId)
          throw refuse(400, 'GM-0002', { Message: 'user entity not allowed' });
        return restrictionsOf(sessionOf(request).entityId);
      });
      identity.get('/Notification', async (request) => {
        const session = sessionOf(request);
        return notificationsFor(accounts.profile(session.userId), entityNameOf(session.entityId));
      });
    },
    { prefix: '/identity/api/v1' },
  );

  if (context.config.testMode) registerEntityConfigHelper(app, configs);
};
