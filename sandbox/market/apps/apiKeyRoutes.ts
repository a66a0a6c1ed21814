import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  APP_API_KEY_PREFIX,
  APP_KEY_DAYS,
  hasExpired,
  shownPartOf,
} from '../../../resources/appApiKeys/appApiKeyRules';
import { appApiKeys } from '../../../resources/appApiKeys/schema';
import type { SandboxContext } from '../../context';
import { requireWrite } from '../../engine/access';
import { present } from '../../engine/present';
import { findRecord } from '../../engine/records';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';

const DAY_MS = 86_400_000;

const idOf = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : -1);

/**
 * An app's API keys (APPLICATION_API_KEY_WRITE_AND_READ): generate one (active, a year long, its
 * value answered this once as `apiKey` and kept only as a hash), activate or deactivate one,
 * expire one now. An expired key is not activated again (AM-0009). Listing them is the engine's
 * `appApiKeys` resource, with APPLICATION_API_KEY_READ.
 */
export const apiKeyRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store } = context;
  const schema = store.schema(appApiKeys.name);
  const writer = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    return session;
  };

  scope.post<{ Params: { id: string } }>('/api/v1/Application/:id/api-keys', async (request, reply) => {
    const session = writer(request);
    const app = store.get('apps', idOf(request.params.id), session.entityId);
    if (!app) throw refuse(404, 'GM-0010');
    const apiKey = `${APP_API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const record = store.insert(appApiKeys.name, session.entityId, {
      appId: app.id,
      prefix: shownPartOf(apiKey),
      keyHash: createHash('sha256').update(apiKey).digest('hex'),
      apiKeyIsActive: true,
      expirationDate: new Date(Date.now() + APP_KEY_DAYS * DAY_MS).toISOString(),
      createdAt: new Date().toISOString(),
    });
    return reply.status(201).send({ ...present(schema, record), apiKey });
  });

  scope.put<{ Params: { id: string; keyId: string }; Body: { active?: unknown; expire?: unknown } | undefined }>(
    '/api/v1/Application/:id/api-keys/:keyId',
    async (request) => {
      const session = writer(request);
      const key = await findRecord({ context, schema, session }, idOf(request.params.keyId));
      if (key.appId !== idOf(request.params.id)) throw refuse(404, 'GM-0010');
      const now = Date.now();
      if (request.body?.expire === true) {
        return present(
          schema,
          store.update(appApiKeys.name, key.id, { apiKeyIsActive: false, expirationDate: new Date(now).toISOString() }),
        );
      }
      if (typeof request.body?.active !== 'boolean') throw refuse(400, 'AM-0009');
      if (request.body.active && hasExpired(key, now))
        throw refuse(400, 'AM-0009', { Errors: { apiKeyIsActive: 'AM-0009' } });
      return present(schema, store.update(appApiKeys.name, key.id, { apiKeyIsActive: request.body.active }));
    },
  );
};
