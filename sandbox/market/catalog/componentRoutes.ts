import type { FastifyInstance } from 'fastify';
import { componentTypes } from '../../../resources/components/schema';
import type { SandboxContext } from '../../context';
import { present } from '../../engine/present';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import { sendStoredFile } from '../fileRoutes';
import { fieldRefusal, idOf, pageOf } from './access';
import { createFleetCoverage } from './fleetCoverage';

type PageQuery = { page?: string; perPage?: string };

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/**
 * The system components' own calls at the spec's paths (section 7, Component): the types the
 * service knows, a version's binary and allowed terminals, and which terminals have a version
 * installed or miss it.
 */
export const componentRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store } = context;
  const coverage = createFleetCoverage(context.db);
  const versionOf = (id: string, entityId: number) => {
    const versionId = idOf(id);
    const version = versionId === undefined ? undefined : store.get('componentVersions', versionId, entityId);
    const component = version && store.get('components', Number(version.componentId), entityId);
    if (!version || !component) throw refuse(404, 'AM-0008');
    return { version, component };
  };

  scope.get<{ Params: { id: string } }>('/api/v1/Component/binary/:id', async (request, reply) => {
    const { version } = versionOf(request.params.id, sessionOf(request).entityId);
    const file = version.binaryFileId ? context.files.get(String(version.binaryFileId)) : undefined;
    if (!file) throw refuse(404, 'AM-0030');
    return sendStoredFile(reply, context.files, file);
  });

  scope.get('/api/v1/Component/types', async () => componentTypes.map((type) => ({ id: type, name: type })));

  for (const view of ['installed', 'missing'] as const) {
    scope.get<{ Params: { id: string }; Querystring: PageQuery }>(`/api/v1/Component/${view}/:id`, async (request) => {
      const session = sessionOf(request);
      const { version, component } = versionOf(request.params.id, session.entityId);
      return coverage[view]({
        entityId: session.entityId,
        componentId: component.id,
        versionName: String(version.versionName),
        modelIds: numbers(component.modelIds),
        allowedTerminalIds: numbers(version.allowedTerminalIds),
        ...pageOf(request.query),
      });
    });
  }

  scope.put<{ Params: { id: string }; Body: { terminalIds?: unknown } | undefined }>(
    '/api/v1/Component/allow-terminals/:id',
    async (request) => {
      const session = sessionOf(request);
      const { version } = versionOf(request.params.id, session.entityId);
      const raw = request.body?.terminalIds;
      if (!Array.isArray(raw) || raw.length > 1000) throw fieldRefusal('allowedTerminalIds', 'AM-0009');
      const ids = [...new Set(raw.map(idOf))];
      if (ids.some((id) => id === undefined || !store.get('terminals', id, session.entityId)))
        throw fieldRefusal('allowedTerminalIds', 'TM-0002');
      const updated = store.update('componentVersions', version.id, { allowedTerminalIds: ids });
      return present(store.schema('componentVersions'), updated);
    },
  );
};
