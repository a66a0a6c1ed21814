import type { SandboxPlugin } from '../../context';
import { addHooks } from '../../engine/hooks';
import { createEntityParameterHooks, createMultimediaHooks, createVideoOrderHooks } from './catalogHooks';
import { createComponentVersionHooks } from './componentVersionHooks';
import { componentRoutes } from './componentRoutes';
import { storeRoutes } from './storeRoutes';
import { videoRoutes } from './videoRoutes';

/**
 * The market's catalogue on the app service beyond the generic engine (issue 12, items 6 to 8):
 * system component versions and their fleet coverage, the store's shelves, entity parameters
 * behind their entity flag, multimedia places, and the videos' order and languages.
 */
export const catalogPlugin: SandboxPlugin = async (app, context) => {
  const { files } = context;
  addHooks(context.hooks, 'componentVersions', createComponentVersionHooks(context, files));
  addHooks(context.hooks, 'entityParameters', createEntityParameterHooks(context));
  addHooks(context.hooks, 'multimedia', createMultimediaHooks(context));
  for (const videos of ['tutorialVideos', 'onboardingVideos', 'tutorialVideoCategories'])
    addHooks(context.hooks, videos, createVideoOrderHooks(context, videos));
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      componentRoutes(scope, context);
      storeRoutes(scope, context);
      videoRoutes(scope, context);
    },
    { prefix: '/app' },
  );
};
