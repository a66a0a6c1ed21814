import type { SandboxPlugin } from '../context';
import { registerBinRules } from './binRules';
import { registerSubsidyTransfer } from './subsidyTransfer';

/** Reference data beyond the generic engine (issue 13): BIN ranges across BINs, subsidies' JSON transfer. */
export const referencePlugin: SandboxPlugin = async (app, context) => {
  registerBinRules(context);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      registerSubsidyTransfer(scope, context);
    },
    { prefix: '/parameters' },
  );
};
