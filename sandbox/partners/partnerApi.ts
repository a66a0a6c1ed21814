import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyState, keyCommerces } from '../../resources/partners/apiKeyRules';
import { apiKeys } from '../../resources/apiKeys/schema';
import type { SandboxContext } from '../context';
import { present } from '../engine/present';
import { refuse } from '../errors';
import { createKeyLookup } from './apiKeyStore';
import type { CommerceScope } from './commerceScope';

/** The partner API, called by integrators' systems with an API key (`x-api-key`), no token. */
export const PARTNER_API_PATH = '/api/v1/partner/api';
const PAGE = 100;

type Query = { page?: string };

const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/**
 * GET commerces and terminals of what the key reaches (its commerce scope, inside its partner's
 * assigned commerces), 100 a page (`?page=1`). A missing, unknown, expired or revoked key is 401
 * GM-0001 with a Message saying which. Each accepted call counts and stamps the key's last use.
 */
export const registerPartnerApi = (scope: FastifyInstance, context: SandboxContext, commerceScope: CommerceScope) => {
  const lookup = createKeyLookup(context.db);

  const keyOf = (request: FastifyRequest) => {
    const presented = request.headers['x-api-key'];
    const key = typeof presented === 'string' && presented !== '' ? lookup(presented) : undefined;
    if (!key) throw refuse(401, 'GM-0001', { Message: 'invalid api key' });
    const state = apiKeyState(key, new Date());
    if (state !== 'active') throw refuse(401, 'GM-0001', { Message: `api key ${state}` });
    context.store.update(apiKeys.name, key.id, {
      lastUsedAt: new Date().toISOString(),
      callCount: Number(key.callCount ?? 0) + 1,
    });
    const allowed = keyCommerces(ids(key.commerceIds), commerceScope({ partnerId: Number(key.partnerId) }));
    return { entityId: key.entityId, allowed };
  };

  const listOf = (name: string, filter: Record<string, unknown>, entityId: number, query: Query) => {
    const page = Math.max(1, Number(query.page) || 1);
    const range: [number, number] = [(page - 1) * PAGE, page * PAGE - 1];
    const result = context.store.list(name, { entityId, filter, range, sort: { field: 'id', order: 'ASC' } });
    const schema = context.store.schema(name);
    return { data: result.records.map((record) => present(schema, record)), total: result.total, page };
  };

  scope.get<{ Querystring: Query }>(`${PARTNER_API_PATH}/commerces`, async (request) => {
    const { entityId, allowed } = keyOf(request);
    return listOf('commerces', allowed ? { id: [...allowed] } : {}, entityId, request.query);
  });

  scope.get<{ Querystring: Query }>(`${PARTNER_API_PATH}/terminals`, async (request) => {
    const { entityId, allowed } = keyOf(request);
    const filter = { deleted: false, ...(allowed ? { commerceId: [...allowed] } : {}) };
    return listOf('terminals', filter, entityId, request.query);
  });
};
