import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { planTagAssignment, type TaggedTerminal } from '../../../resources/terminals/operations/tagAssignmentPlan';
import type { TagAssignmentOutcome } from '../../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';
import type { StoredRecord } from '../../storage/repository';
import { parseBody, requirePermission, requireSerials, serialNumbersSchema, terminalFilterSchema } from './requests';
import { terminalsBySerial, terminalsMatching } from './terminalLookup';

const base = { tagId: z.number().int().positive(), action: z.enum(['ASSIGN', 'UNASSIGN']) };
const byCsv = z.object({ ...base, serialNumbers: serialNumbersSchema });
const byFilters = z.object({
  ...base,
  filter: terminalFilterSchema.refine((filter) => Object.values(filter).some((values) => values?.length), {
    message: 'empty',
  }),
});
const validation = z.discriminatedUnion('by', [
  byCsv.extend({ by: z.literal('csv') }),
  byFilters.extend({ by: z.literal('filters') }),
]);

interface TagRoute {
  Params: { id: string; name: string };
}

/**
 * Tags (parameters service, TAGS_WRITE_AND_READ) beyond their CRUD:
 * - GET /api/v1/Tag/by-name/:name: the tag (404 TM-0004);
 * - GET /api/v1/Tag/:id/terminals: how many terminals hold it ({ total });
 * - POST /api/v1/Tag/:id/reset { name }: removes it from every terminal; `name` must be the tag's
 *   (400, name TM-0004) as the typed confirmation;
 * - POST /api/v1/TagAssignment/validation { by: 'csv' | 'filters', ... }: the outcome, nothing changes;
 * - POST /api/v1/TagAssignment/ByCsv { tagId, action, serialNumbers } and
 *   /ByFilters { tagId, action, filter }: assign (skipping terminals that would exceed 5 tags,
 *   named in `skipped`) or unassign. 400 TM-0007 when no terminal matches.
 */
export const tagRoutes = (scope: FastifyInstance, { store, db }: SandboxContext) => {
  const allowed = (request: FastifyRequest) => {
    const session = sessionOf(request);
    requirePermission(session, 'TAGS_WRITE_AND_READ');
    return session;
  };
  const tagOf = (session: RequestSession, id: number) => {
    const tag = Number.isInteger(id) ? store.get('tags', id, session.entityId) : undefined;
    if (!tag) throw refuse(404, 'TM-0004');
    return tag;
  };
  const apply = (changes: { id: number; tagIds: number[] }[]) =>
    db.transaction(() => changes.forEach(({ id, tagIds }) => store.update('terminals', id, { tagIds })))();

  const run = (session: RequestSession, body: z.infer<typeof validation>, write: boolean): TagAssignmentOutcome => {
    const tag = tagOf(session, body.tagId);
    let terminals: StoredRecord[];
    let requested: string[] | undefined;
    if (body.by === 'csv') {
      requested = [...new Set(body.serialNumbers)];
      requireSerials(requested);
      terminals = terminalsBySerial(store, session.entityId, requested);
    } else {
      terminals = terminalsMatching(store, session.entityId, body.filter);
    }
    const { changes, outcome } = planTagAssignment(
      tag.id,
      body.action,
      terminals as unknown as TaggedTerminal[],
      requested,
    );
    if (outcome.matched === 0) throw refuse(400, 'TM-0007');
    if (write) apply(changes);
    return outcome;
  };

  scope.get<TagRoute>('/api/v1/Tag/by-name/:name', async (request) => {
    const session = allowed(request);
    const [tag] = store.list('tags', { entityId: session.entityId, filter: { name: request.params.name } }).records;
    if (!tag || tag.name !== request.params.name) throw refuse(404, 'TM-0004');
    return tag;
  });

  scope.get<TagRoute>('/api/v1/Tag/:id/terminals', async (request) => {
    const session = allowed(request);
    const tag = tagOf(session, Number(request.params.id));
    const filter = { tagIds: [tag.id] };
    return { total: store.list('terminals', { entityId: session.entityId, filter, range: [0, 0] }).total };
  });

  scope.post<TagRoute>('/api/v1/Tag/:id/reset', async (request) => {
    const session = allowed(request);
    const tag = tagOf(session, Number(request.params.id));
    const { name } = parseBody(z.object({ name: z.string() }), request.body);
    if (name.trim() !== tag.name) throw refuse(400, 'TM-0004', { Errors: { name: 'TM-0004' } });
    const holding = terminalsMatching(store, session.entityId, { tagIds: [tag.id] });
    const { changes } = planTagAssignment(tag.id, 'UNASSIGN', holding as unknown as TaggedTerminal[]);
    apply(changes);
    return { removed: changes.length };
  });

  scope.post('/api/v1/TagAssignment/validation', async (request) =>
    run(allowed(request), parseBody(validation, request.body), false),
  );
  scope.post('/api/v1/TagAssignment/ByCsv', async (request) =>
    run(allowed(request), { by: 'csv', ...parseBody(byCsv, request.body) }, true),
  );
  scope.post('/api/v1/TagAssignment/ByFilters', async (request) =>
    run(allowed(request), { by: 'filters', ...parseBody(byFilters, request.body) }, true),
  );
};
