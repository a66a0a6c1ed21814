import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileIdOf } from '../../../resources/core/upload/fileAddress';
import type { SandboxContext } from '../../context';
import { requireRead } from '../../engine/access';
import { present } from '../../engine/present';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import { MAX_PAGE } from '../../storage/repository';
import { presentFile, sendStoredFile } from '../fileRoutes';

type AppRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * An app's files and parameters on the app service (spec section 7, Application: binaries, images,
 * parameters, icon, documents/terms), each for a reader of apps, of an app of the token's entity:
 * - GET Application/{id}/binaries: its versions, newest code first, each with its APK's file;
 * - GET Application/{id}/images: its icon, cover image and screenshots (file addresses);
 * - GET Application/{id}/parameters: its application parameters;
 * - GET Application/{id}/icon and /documents/terms: the stored file itself (AM-0030 when it has none).
 */
export const appFileRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store, files } = context;

  const appOf = (request: AppRequest) => {
    const session = sessionOf(request);
    requireRead(session, store.schema('apps'));
    const id = Number(request.params.id);
    const app = Number.isInteger(id) ? store.get('apps', id, session.entityId) : undefined;
    if (!app) throw refuse(404, 'AM-0008');
    return { session, app };
  };
  const recordsOf = (resource: string, entityId: number, appId: number) =>
    store.list(resource, {
      entityId,
      filter: { appId },
      sort: { field: 'id', order: 'ASC' },
      range: [0, MAX_PAGE - 1],
    }).records;
  const storedFileOf = (address: unknown) => {
    const fileId = fileIdOf(address);
    const file = fileId ? files.get(fileId) : undefined;
    if (!file) throw refuse(404, 'AM-0030');
    return file;
  };

  scope.get('/api/v1/Application/:id/binaries', async (request: AppRequest) => {
    const { session, app } = appOf(request);
    const versions = recordsOf('appVersions', session.entityId, app.id);
    return versions
      .map((version) => {
        const fileId = typeof version.binaryFileId === 'string' ? version.binaryFileId : undefined;
        const file = fileId ? files.get(fileId) : undefined;
        return {
          versionId: version.id,
          versionName: version.versionName ?? null,
          versionCode: version.versionCode ?? null,
          state: version.state,
          file: file ? presentFile(file) : null,
        };
      })
      .sort((a, b) => Number(b.versionCode ?? 0) - Number(a.versionCode ?? 0));
  });

  scope.get('/api/v1/Application/:id/images', async (request: AppRequest) => {
    const { app } = appOf(request);
    return {
      icon: app.icon ?? null,
      coverImage: app.coverImage ?? null,
      screenshots: Array.isArray(app.screenshots) ? app.screenshots : [],
    };
  });

  scope.get('/api/v1/Application/:id/parameters', async (request: AppRequest) => {
    const { session, app } = appOf(request);
    const schema = store.schema('entityParameters');
    requireRead(session, schema);
    return recordsOf(schema.name, session.entityId, app.id).map((record) => present(schema, record));
  });

  scope.get('/api/v1/Application/:id/icon', async (request: AppRequest, reply) =>
    sendStoredFile(reply, files, storedFileOf(appOf(request).app.icon)),
  );

  scope.get('/api/v1/Application/:id/documents/terms', async (request: AppRequest, reply) =>
    sendStoredFile(reply, files, storedFileOf(appOf(request).app.termsDocument)),
  );
};
