import type { SandboxPlugin } from '../context';
import { createGrants } from './grants';
import { registerOutbox } from './outbox';
import { createSignInLimits } from './rateLimits';
import { registerRecoveryRoutes } from './recoveryRoutes';
import { createSecureCodes } from './secureCodes';
import { createIdentitySecurity } from './security';
import { registerSessionRoutes } from './sessionRoutes';
import { registerTokenEndpoint } from './tokenRoute';
import { registerTwoFactorRoutes } from './twoFactorRoutes';
import { createUserHooks } from './userHooks';
import { addHooks } from '../engine/hooks';

/**
 * The identity service and the authorisation server: the token endpoint at /auth/connect/token and
 * its key set,
 * public password recovery and guarded session, password and 2FA calls under /identity/api/v1,
 * the sandbox outbox (test mode only), and the `users` hooks that keep passwords in credentials.
 * Sign-in, recovery and code checks share one set of rate limits.
 */
export const identityPlugin: SandboxPlugin = async (app, context) => {
  const security = createIdentitySecurity(context);
  const limits = createSignInLimits(context.config);
  registerTokenEndpoint(app, context, createGrants(context, security), limits);
  // The published signing keys, where an OpenID provider publishes them: what a service verifies tokens with.
  app.get('/auth/.well-known/openid-configuration/jwks', async () => context.tokens.publishedKeys());
  await app.register(
    async (identity) => {
      registerRecoveryRoutes(identity, context, security, createSecureCodes(context.db), limits);
      await identity.register(async (guarded) => {
        guarded.addHook('onRequest', context.guard);
        registerSessionRoutes(guarded, context, security);
        registerTwoFactorRoutes(guarded, context, security, limits);
      });
    },
    { prefix: '/identity/api/v1' },
  );
  if (context.config.testMode) registerOutbox(app, context.db, security.accounts);
  addHooks(context.hooks, 'users', createUserHooks(context, security));
};
