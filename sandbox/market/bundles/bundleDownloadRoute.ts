import type { FastifyInstance } from 'fastify';
import { BUNDLE_DOWNLOAD } from '../../../resources/bundles/schema';
import { grants } from '../../../resources/core/access';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import type { StoredRecord } from '../../storage/repository';

interface BundleApp {
  appId: number;
  versionId?: number | null;
  installOrder: number;
  codependent?: boolean;
}

const appsOf = (record: Record<string, unknown>) => ((record.apps as BundleApp[] | null) ?? []).slice();

/** The version a bundle installs of an app: the chosen one, else the app's newest active one. */
const versionFor = (store: SandboxContext['store'], item: BundleApp, entityId: number): StoredRecord | undefined => {
  if (item.versionId) return store.get('appVersions', item.versionId, entityId);
  return store
    .idsWhere('appVersions', 'appId', item.appId)
    .map((id) => store.get('appVersions', id, entityId))
    .filter((version): version is StoredRecord => version?.state === 'ACTIVE')
    .sort((a, b) => Number(b.versionCode) - Number(a.versionCode))[0];
};

/**
 * GET bundle/{id}/download (BUNDLE_DOWNLOAD): what a terminal installs,
 * in install order, each app's version and binary; AM-0002 when an app has no binary to download.
 */
export const bundleDownloadRoute = (scope: FastifyInstance, { store }: SandboxContext) => {
  scope.get<{ Params: { id: string } }>('/api/v1/bundle/:id/download', async (request) => {
    const session = sessionOf(request);
    if (!grants(session.permissions, BUNDLE_DOWNLOAD)) throw refuse(403, 'GM-0001');
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;
    const bundle = store.get('bundles', id, session.entityId);
    if (!bundle) throw refuse(404, 'GM-0010');
    const apps = appsOf(bundle)
      .sort((a, b) => a.installOrder - b.installOrder)
      .map((item) => {
        const app = store.get('apps', item.appId, session.entityId);
        const version = versionFor(store, item, session.entityId);
        if (!app || !version?.binaryUrl) throw refuse(400, 'AM-0002', { Message: `no binary for app ${item.appId}` });
        return {
          installOrder: item.installOrder,
          codependent: item.codependent === true,
          appId: app.id,
          name: app.name,
          packageName: app.packageName,
          versionId: version.id,
          versionName: version.versionName,
          versionCode: version.versionCode,
          binaryUrl: version.binaryUrl,
        };
      });
    return { id: bundle.id, name: bundle.name, version: bundle.version, apps };
  });
};
