import type { SandboxPlugin } from '../context';
import { registerAgreementIcon } from './agreementIcon';
import { registerSubsidyTransfer } from './subsidyTransfer';

/** Reference data beyond the generic engine: BIN ranges across BINs, subsidies' JSON transfer, agreement icons. */
export const referencePlugin: SandboxPlugin = async (app, context) => {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      registerSubsidyTransfer(scope, context);
      registerAgreementIcon(scope, context);
    },
    { prefix: '/parameters' },
  );
};
