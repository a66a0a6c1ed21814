import type { FastifyInstance } from 'fastify';
import { partners } from '../../resources/partners/schema';
import type { SandboxContext } from '../context';
import type { QueryString } from '../engine/query';
import { scopedReads } from '../engine/scopedReads';
import { sessionOf } from '../guard';

/**
 * GET /api/commerce/partner (spec section 7): the partners the caller may see, each with the
 * commerces assigned to it (none: every commerce of the entity), under the partner list's checks
 * (its read permission; a partner user sees only itself).
 */
export const registerPartnerCommerceRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const reads = scopedReads(context, context.store.schema(partners.name));
  scope.get<{ Querystring: QueryString }>('/api/commerce/partner', async (request) => {
    const { records } = await reads.list(sessionOf(request), request.query);
    return records.map(({ id, name, commerceIds }) => ({
      id,
      name,
      commerceIds: Array.isArray(commerceIds) ? commerceIds : [],
    }));
  });
};
