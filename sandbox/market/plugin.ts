import type { SandboxPlugin } from '../context';
import { apiKeyRoutes } from './apps/apiKeyRoutes';
import { appFileRoutes } from './apps/appFileRoutes';
import { bundleDownloadRoute } from './bundles/bundleDownloadRoute';
import { fileRoutes } from './fileRoutes';
import { scheduleFileSweep } from './fileSweep';
import { createBatchBook } from './installs/batches';
import { batchRoutes } from './installs/batchRoutes';
import { installRoutes } from './installs/installRoutes';
import { createInstallStore } from './installs/installStore';

/**
 * The market on the app service beyond the generic engine: uploads checked by content and served
 * back (and an app's own files by app) (files no record refers to swept after a grace period), app API keys, bundle downloads, installs at fleet scale and the simulated terminals'
 * batches they wait for. The market's rules are the domains' (resources/<domain>/hooks.ts).
 */
export const marketPlugin: SandboxPlugin = async (app, context) => {
  const { files } = context;
  await fileRoutes(app, context, files);
  scheduleFileSweep(app, context, files, {
    graceHours: context.config.fileGraceHours,
    everyMs: context.config.fileSweepMs,
  });
  const now = Date.now;
  const batches = createBatchBook(context.db);
  const installs = createInstallStore(context, batches);
  // Answers settle lazily: before any signed-in request, the caller's entity gets its due answers.
  app.addHook('preHandler', async (request) => {
    if (request.session) installs.settleDue(request.session.entityId, now());
  });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      apiKeyRoutes(scope, context);
      appFileRoutes(scope, context);
      bundleDownloadRoute(scope, context);
      installRoutes(scope, context, installs, batches, now);
    },
    { prefix: '/app' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      batchRoutes(scope, context, installs, batches, now);
    },
    { prefix: '/terminal' },
  );
};
