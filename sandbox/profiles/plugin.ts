import type { SandboxPlugin } from '../context';
import { proposalRoutes } from './approvals/proposalRoutes';
import { emvRoutes } from './emv/emvRoutes';
import { createEmvStore } from './emv/emvStore';
import { updateRoutes } from './parameterUpdate/updateRoutes';

/**
 * Profiles' EMV configuration, the four-eyes proposals over it and the parameter push, on the
 * terminal service behind its guard (registered before the generic engine).
 */
export const profilesEmvPlugin: SandboxPlugin = async (app, context) => {
  const now = Date.now;
  const emv = createEmvStore(context, now);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      emvRoutes(scope, context, emv, now);
      proposalRoutes(scope, context, emv, now);
      updateRoutes(scope, context, now);
    },
    { prefix: '/terminal' },
  );
};
