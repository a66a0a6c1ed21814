import type { SandboxPlugin } from '../../context';
import { componentRoutes } from './componentRoutes';
import { storeRoutes } from './storeRoutes';
import { videoRoutes } from './videoRoutes';

/**
 * The market's catalogue on the app service beyond the generic engine: system components' fleet
 * coverage, the store's shelves, and the videos' order and languages. Its rules (component
 * versions, entity parameters, multimedia places, new videos last) are the domains' hooks.
 */
export const catalogPlugin: SandboxPlugin = async (app, context) => {
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
