import type { FastifyInstance } from 'fastify';
import { validExpiry } from '../../resources/partners/apiKeyRules';
import { partners } from '../../resources/partners/schema';
import { apiKeys } from '../../resources/apiKeys/schema';
import type { SandboxContext } from '../context';
import { requireWrite } from '../engine/access';
import { present } from '../engine/present';
import { findRecord } from '../engine/records';
import { refuse } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import { newKey } from './apiKeyStore';
import type { CommerceScope } from './commerceScope';

export const API_KEY_PATH = `/${apiKeys.path}`;

type Body = Record<string, unknown>;

const fieldRefusal = (field: string, code: string) => refuse(400, code, { Errors: { [field]: code } });

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))] : [];

/** The partner a key is for: a partner user's own; an operator names one of the entity's. */
const partnerOf = (context: SandboxContext, session: RequestSession, body: Body) => {
  const partnerId = session.partnerId ?? Number(body.partnerId);
  if (!context.store.get(partners.name, partnerId, session.entityId)) throw fieldRefusal('partnerId', 'CE-0001');
  return partnerId;
};

/** The key's commerce scope: commerces of the entity the partner may reach (GM-0008 otherwise). */
const scopeOf = (
  context: SandboxContext,
  session: RequestSession,
  partnerScope: readonly number[] | undefined,
  body: Body,
) => {
  const asked = ids(body.commerceIds);
  const outside = asked.filter(
    (id) => !context.store.get('commerces', id, session.entityId) || (partnerScope && !partnerScope.includes(id)),
  );
  if (outside.length > 0) throw fieldRefusal('commerceIds', 'GM-0008');
  return asked;
};

/**
 * Generating a key (its value answered this once, as `key`) and revoking one; both need
 * PARTNER_API_KEY_WRITE, and a partner user handles only its own partner's keys.
 */
export const registerApiKeyRoutes = (scope: FastifyInstance, context: SandboxContext, commerceScope: CommerceScope) => {
  const schema = context.store.schema(apiKeys.name);

  scope.post(`${API_KEY_PATH}/generate`, async (request, reply) => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    const body = (request.body ?? {}) as Body;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '' || name.length > 60) throw fieldRefusal('name', name === '' ? 'CE-0001' : 'CE-0002');
    if (!validExpiry(body.expiresAt, new Date())) throw fieldRefusal('expiresAt', 'CE-0001');
    const partnerId = partnerOf(context, session, body);
    const commerceIds = scopeOf(context, session, commerceScope({ partnerId }), body);
    const { key, keyHash, prefix } = newKey();
    const record = context.store.insert(apiKeys.name, session.entityId, {
      name,
      partnerId,
      prefix,
      keyHash,
      expiresAt: body.expiresAt,
      commerceIds,
      createdAt: new Date().toISOString(),
      revokedAt: null,
      lastUsedAt: null,
      callCount: 0,
    });
    return reply.status(201).send({ ...present(schema, record), key });
  });

  scope.post<{ Params: { id: string } }>(`${API_KEY_PATH}/:id/revoke`, async (request) => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;
    const stored = await findRecord({ context, schema, session }, id);
    const record = stored.revokedAt
      ? stored
      : context.store.update(apiKeys.name, id, { revokedAt: new Date().toISOString() });
    return present(schema, record);
  });
};
