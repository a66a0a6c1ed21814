import type { FastifyInstance } from 'fastify';
import { commerceParameters } from '../../resources/commerceParameters/schema';
import { commerces } from '../../resources/commerces/schema';
import { subsidies } from '../../resources/subsidies/schema';
import { terminals } from '../../resources/terminals/schema';
import type { SandboxContext } from '../context';
import type { QueryString } from '../engine/query';
import { present } from '../engine/present';
import { scopedReads } from '../engine/scopedReads';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { MAX_PAGE } from '../storage/repository';

type IdRoute = { Params: { id: string }; Querystring: QueryString };

const idOf = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : -1);
const ONE = { range: JSON.stringify([0, 0]) };

/**
 * The commerce service's lookups over commerces (spec section 7, Commerce), each with the checks of
 * the commerce list and record routes (read permission, entity, a partner's assigned commerces):
 * - GET /api/Commerce/short-list: `{id, name}` of the commerces a list would show (same filter and range);
 * - GET /api/Commerce/merchantid/:merchantId: the commerce with that merchant id;
 * - GET /api/Commerce/:id/details: the commerce and how many terminals it has in service;
 * - GET /api/v1/Commerce/:id/params: the commerce's parameter collection (COMMERCE_PARAMETERS read too);
 * - GET /api/Commerce/subsidies: the subsidies a commerce can take, in their order.
 */
export const commerceLookupRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const commerceSchema = context.store.schema(commerces.name);
  const commerceReads = scopedReads(context, commerceSchema);
  const parameterReads = scopedReads(context, context.store.schema(commerceParameters.name));
  const terminalReads = scopedReads(context, context.store.schema(terminals.name));
  const subsidySchema = context.store.schema(subsidies.name);

  scope.get<{ Querystring: QueryString }>('/api/Commerce/short-list', async (request) => {
    const { records } = await commerceReads.list(sessionOf(request), request.query);
    return records.map(({ id, name }) => ({ id, name }));
  });

  scope.get<{ Params: { merchantId: string } }>('/api/Commerce/merchantid/:merchantId', async (request) => {
    const session = sessionOf(request);
    const { records } = await commerceReads.list(session, ONE, { merchantId: request.params.merchantId });
    if (records.length === 0) throw refuse(404, 'GM-0010');
    return present(commerceSchema, records[0]);
  });

  scope.get<IdRoute>('/api/Commerce/:id/details', async (request) => {
    const session = sessionOf(request);
    const commerce = await commerceReads.find(session, idOf(request.params.id));
    const inService = await terminalReads.list(session, ONE, { commerceId: commerce.id, deleted: false });
    return { ...present(commerceSchema, commerce), terminalCount: inService.total };
  });

  scope.get<IdRoute>('/api/v1/Commerce/:id/params', async (request) => {
    const session = sessionOf(request);
    const commerce = await commerceReads.find(session, idOf(request.params.id));
    const { records } = await parameterReads.list(session, ONE, { commerceId: commerce.id });
    if (records.length === 0) throw refuse(404, 'GM-0010');
    return present(context.store.schema(commerceParameters.name), records[0]);
  });

  scope.get('/api/Commerce/subsidies', async (request) => {
    const session = sessionOf(request);
    commerceReads.check(session);
    const { records } = context.store.list(subsidySchema.name, {
      entityId: session.entityId,
      sort: { field: 'index', order: 'ASC' },
      range: [0, MAX_PAGE - 1],
    });
    return records.map((record) => present(subsidySchema, record));
  });
};
