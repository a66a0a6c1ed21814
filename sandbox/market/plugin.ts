import type { SandboxPlugin } from '../context';
import { addHooks } from '../engine/hooks';
import { apiKeyRoutes } from './apps/apiKeyRoutes';
import { bundleDownloadRoute, createBundleHooks } from './bundles/bundleRules';
import { createAppFileHooks } from './apps/appFileHooks';
import { fileRoutes } from './fileRoutes';
import { createFileStore } from './fileStore';
import { createVersionHooks } from './versions/versionHooks';

/**
 * The market on the app service beyond the generic engine (issue 12): uploads checked by content
 * and served back, app files and API keys, the app version rules, bundle rules and downloads.
 */
export const marketPlugin: SandboxPlugin = async (app, context) => {
  const files = createFileStore(context.db, context.config.databaseFile);
  await fileRoutes(app, context, files);
  addHooks(context.hooks, 'apps', createAppFileHooks(context, files));
  addHooks(context.hooks, 'appVersions', createVersionHooks(context, files));
  addHooks(context.hooks, 'bundles', createBundleHooks(context));
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      apiKeyRoutes(scope, context);
      bundleDownloadRoute(scope, context);
    },
    { prefix: '/app' },
  );
};
