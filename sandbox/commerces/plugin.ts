import type { SandboxPlugin } from '../context';
import { commerceImportRoutes } from './importRoutes';
import { commerceLookupRoutes } from './lookupRoutes';
import { pinRoutes } from './pinRoutes';
import { commerceTerminalRoutes } from './terminalRoutes';

/**
 * The commerce service beyond the generic resource engine (its rules are the domains' hooks,
 * resources/commerces/hooks.ts and its neighbours): the commerce's terminals, the CSV onboarding,
 * its lookups (short list, merchant id, details, parameters, subsidies) and the terminals' PIN resend.
 */
export const commercesPlugin: SandboxPlugin = async (app, context) => {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      commerceTerminalRoutes(scope, context);
      commerceImportRoutes(scope, context);
      commerceLookupRoutes(scope, context);
    },
    { prefix: '/commerce' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      pinRoutes(scope, context);
    },
    { prefix: '/terminal' },
  );
};
