import type { FastifyInstance } from 'fastify';
import { permissionPairs } from '../../../resources/core/permissions';
import { MAX_TAGS_PER_TERMINAL, terminals } from '../../../resources/terminals/schema';
import { tagsAfterAdding } from '../../../resources/terminals/tagLimit';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import { requireRead } from '../../engine/access';
import { grants } from '../../../resources/core/access';
import { idsOf } from './bulkInput';

type Outcome = 'ASSIGNED' | 'UNCHANGED' | 'LIMIT_EXCEEDED' | 'NOT_FOUND';

/**
 * POST /parameters/api/v1/TagAssignment {terminalIds, tagIds}: adds the tags to each terminal of
 * the caller's entity and answers `{results: [{terminalId, serialNumber, outcome}]}` in the order
 * asked. A terminal that would end with over 5 tags is skipped (LIMIT_EXCEEDED), the others are
 * kept (spec section 4). Needs tags write-and-read and terminal read; 400 TM-0007 without
 * terminals, TM-0004 when a tag is not the entity's, TM-0003 for over 5 tags at once.
 */
export const registerTagAssignment = (app: FastifyInstance, context: SandboxContext) =>
  app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.post('/api/v1/TagAssignment', async (request) => {
        const session = sessionOf(request);
        if (!grants(session.permissions, permissionPairs.tags.write)) throw refuse(403, 'GM-0001');
        requireRead(session, terminals);
        const terminalIds = idsOf(request.body, 'terminalIds', 'TM-0007');
        const tagIds = idsOf(request.body, 'tagIds', 'TM-0004');
        if (tagIds.length > MAX_TAGS_PER_TERMINAL) throw refuse(400, 'TM-0003');
        if (tagIds.some((id) => !context.store.get('tags', id, session.entityId))) throw refuse(400, 'TM-0004');
        return context.db.transaction(() => ({
          results: terminalIds.map((terminalId) => {
            const record = context.store.get(terminals.name, terminalId, session.entityId);
            if (!record) return { terminalId, serialNumber: '', outcome: 'NOT_FOUND' satisfies Outcome };
            const current = Array.isArray(record.tagIds) ? record.tagIds.map(Number) : [];
            const next = tagsAfterAdding(current, tagIds);
            const serialNumber = String(record.serialNumber);
            if (next === null) return { terminalId, serialNumber, outcome: 'LIMIT_EXCEEDED' satisfies Outcome };
            if (next.length === current.length)
              return { terminalId, serialNumber, outcome: 'UNCHANGED' satisfies Outcome };
            context.store.update(terminals.name, terminalId, { tagIds: next });
            return { terminalId, serialNumber, outcome: 'ASSIGNED' satisfies Outcome };
          }),
        }))();
      });
    },
    { prefix: '/parameters' },
  );
