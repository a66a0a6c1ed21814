import type { FastifyInstance } from 'fastify';
import { terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { requireWrite } from '../../engine/access';
import { sessionOf } from '../../guard';
import { idsOf } from './bulkInput';

/**
 * POST /terminal/api/v1/Terminal/SoftDelete {terminalIds}: marks the caller's entity's terminals
 * deleted and answers `{deleted: ids}` (ids of other entities or unknown are left out). Needs
 * terminal write-and-read; 400 TM-0007 without terminals.
 * The hard delete (the generic DELETE /terminal/api/v1/Terminal/:id) is the engine's, under the
 * schema's delete permission and the terminals' rules (resources/terminals/hooks.ts).
 */
export const registerTerminalDeletion = (app: FastifyInstance, context: SandboxContext) =>
  app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.post(`/${terminals.path}/SoftDelete`, async (request) => {
        const session = sessionOf(request);
        requireWrite(session, terminals);
        const ids = idsOf(request.body, 'terminalIds', 'TM-0007');
        return context.db.transaction(() => ({
          deleted: ids.filter((id) => {
            if (!context.store.get(terminals.name, id, session.entityId)) return false;
            context.store.update(terminals.name, id, { deleted: true });
            return true;
          }),
        }))();
      });
    },
    { prefix: '/terminal' },
  );
