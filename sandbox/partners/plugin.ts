import { apiKeys } from '../../resources/apiKeys/schema';
import type { SandboxPlugin } from '../context';
import { addHooks } from '../engine/hooks';
import { registerApiKeyRoutes } from './apiKeyRoutes';
import { createCommerceScope } from './commerceScope';
import { registerPartnerApi } from './partnerApi';
import { registerScopeHooks } from './scopeHooks';

/**
 * Partners beyond the generic engine (issue 10): a partner user sees only its assigned commerces
 * and their records; its API keys (generate, revoke, its own only); and the partner API those keys
 * call (commerce service).
 */
export const partnersPlugin: SandboxPlugin = async (app, context) => {
  const commerceScope = createCommerceScope(context.db);
  registerScopeHooks(context.hooks, context.schemas, commerceScope);
  addHooks(context.hooks, apiKeys.name, {
    scopeFilter: (filter, session) => (session.partnerId ? { ...filter, partnerId: session.partnerId } : filter),
    visible: (record, session) => !session.partnerId || Number(record.partnerId) === session.partnerId,
  });
  await app.register(
    async (scope) => {
      scope.register(async (guarded) => {
        guarded.addHook('onRequest', context.guard);
        registerApiKeyRoutes(guarded, context, commerceScope);
      });
      registerPartnerApi(scope, context, commerceScope);
    },
    { prefix: '/commerce' },
  );
};
