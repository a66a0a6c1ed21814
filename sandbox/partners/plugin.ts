import type { SandboxPlugin } from '../context';
import { registerApiKeyRoutes } from './apiKeyRoutes';
import { createCommerceScope } from './commerceScope';
import { registerPartnerApi } from './partnerApi';
import { registerPartnerCommerceRoutes } from './partnerCommerceRoutes';

/**
 * Partners beyond the generic engine: generating and revoking API keys, the partners' assigned
 * commerces, and the partner API those keys call (commerce service). The partner scope (its assigned commerces and their records, its
 * own keys) is the partners domain's rule (resources/partners/hooks.ts).
 */
export const partnersPlugin: SandboxPlugin = async (app, context) => {
  const commerceScope = createCommerceScope(context.db);
  await app.register(
    async (scope) => {
      scope.register(async (guarded) => {
        guarded.addHook('onRequest', context.guard);
        registerApiKeyRoutes(guarded, context);
        registerPartnerCommerceRoutes(guarded, context);
      });
      registerPartnerApi(scope, context, commerceScope);
    },
    { prefix: '/commerce' },
  );
};
