import type { FastifyInstance } from 'fastify';
import { apiKeys } from '../../resources/apiKeys/schema';
import type { SandboxContext } from '../context';
import { requireWrite, requireWriteAccess } from '../engine/access';
import { ruleContextOf } from '../engine/domainRules';
import { present } from '../engine/present';
import { findRecord } from '../engine/records';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { newKey } from './apiKeyStore';

export const API_KEY_PATH = `/${apiKeys.path}`;

type Body = Record<string, unknown>;

const fieldRefusal = (field: string, code: string) => refuse(400, code, { Errors: { [field]: code } });

/**
 * Generating a key (its value answered this once, as `key`) and revoking one; both need
 * PARTNER_API_KEY_WRITE. Whose key it is and what it reaches are the domain's rules
 * (resources/apiKeys/hooks.ts); a partner user sees only its own partner's keys.
 */
export const registerApiKeyRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const schema = context.store.schema(apiKeys.name);

  scope.post(`${API_KEY_PATH}/generate`, async (request, reply) => {
    const session = sessionOf(request);
    requireWriteAccess(session, schema);
    const body = (request.body ?? {}) as Body;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '' || name.length > 60) throw fieldRefusal('name', name === '' ? 'CE-0001' : 'CE-0002');
    const { partnerId, expiresAt, commerceIds } = body;
    const ruled = await context.rules.beforeCreate(
      apiKeys.name,
      { name, partnerId, expiresAt, commerceIds },
      ruleContextOf(context, session),
    );
    const { key, keyHash, prefix } = newKey();
    const record = context.store.insert(apiKeys.name, session.entityId, {
      ...ruled,
      prefix,
      keyHash,
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
