import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { grants } from '../../../resources/core/access';
import type { SandboxContext } from '../../context';
import { present } from '../../engine/present';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';

interface ApiKey {
  apiKeyUuid: string;
  apiKeyIsActive: boolean;
  expirationDate: string;
}

const KEY_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * An app's API keys (APPLICATION_API_KEY_WRITE_AND_READ): generate one (active, a year long),
 * activate or deactivate one, expire one now. An expired key is not activated again (AM-0009).
 */
export const apiKeyRoutes = (scope: FastifyInstance, { store }: SandboxContext) => {
  const appSchema = store.schema('apps');
  const appOf = (request: { params: { id: string } }, entityId: number) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;
    const app = store.get('apps', id, entityId);
    if (!app) throw refuse(404, 'GM-0010');
    return app;
  };
  const writer = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    if (!grants(session.permissions, 'APPLICATION_API_KEY_WRITE_AND_READ')) throw refuse(403, 'GM-0001');
    return session;
  };
  const save = (id: number, keys: ApiKey[]) => present(appSchema, store.update('apps', id, { apiKeys: keys }));

  scope.post<{ Params: { id: string } }>('/api/v1/Application/:id/api-keys', async (request, reply) => {
    const app = appOf(request, writer(request).entityId);
    const key: ApiKey = {
      apiKeyUuid: randomUUID(),
      apiKeyIsActive: true,
      expirationDate: new Date(Date.now() + KEY_DAYS * DAY_MS).toISOString(),
    };
    return reply.status(201).send(save(app.id, [...((app.apiKeys as ApiKey[] | null) ?? []), key]));
  });

  scope.put<{ Params: { id: string; uuid: string }; Body: { active?: unknown; expire?: unknown } | undefined }>(
    '/api/v1/Application/:id/api-keys/:uuid',
    async (request) => {
      const app = appOf(request, writer(request).entityId);
      const keys = (app.apiKeys as ApiKey[] | null) ?? [];
      const key = keys.find((candidate) => candidate.apiKeyUuid === request.params.uuid);
      if (!key) throw refuse(404, 'GM-0010');
      const now = Date.now();
      const expired = Date.parse(key.expirationDate) <= now;
      let changed: ApiKey;
      if (request.body?.expire === true) {
        changed = { ...key, apiKeyIsActive: false, expirationDate: new Date(now).toISOString() };
      } else if (typeof request.body?.active === 'boolean') {
        if (request.body.active && expired) throw refuse(400, 'AM-0009', { Errors: { apiKeyIsActive: 'AM-0009' } });
        changed = { ...key, apiKeyIsActive: request.body.active };
      } else throw refuse(400, 'AM-0009');
      return save(
        app.id,
        keys.map((candidate) => (candidate === key ? changed : candidate)),
      );
    },
  );
};
