import type { SandboxPlugin } from '../context';
import { registerBranchRules } from './branchRules';
import { commerceImportRoutes } from './importRoutes';
import { registerParameterRules } from './parameterRules';
import { pinRoutes } from './pinRoutes';
import { registerQrRules } from './qrRules';
import { commerceTerminalRoutes } from './terminalRoutes';
import { registerVariantRules } from './variantRules';

/**
 * The commerce service beyond the generic resource engine (issue 10): the variant and parameter
 * rules on the engine's writes, the commerce's terminals, the CSV onboarding, and the terminals'
 * PIN resend.
 */
export const commercesPlugin: SandboxPlugin = async (app, context) => {
  registerVariantRules(context);
  registerParameterRules(context);
  registerQrRules(context);
  registerBranchRules(context);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      commerceTerminalRoutes(scope, context);
      commerceImportRoutes(scope, context);
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
