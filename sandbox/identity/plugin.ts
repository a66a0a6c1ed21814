import type { SandboxPlugin } from '../context';
import { createAccounts } from './accounts';
import { createGrants } from './grants';
import { registerOutbox } from './outbox';
import { registerRecoveryRoutes } from './recoveryRoutes';
import { createSecureCodes } from './secureCodes';
import { registerSessionRoutes } from './sessionRoutes';
import { registerTokenEndpoint } from './tokenRoute';
import { registerTwoFactorRoutes } from './twoFactorRoutes';
import { createUserHooks } from './userHooks';
import { addHooks } from '../engine/hooks';

/**
 * The identity service and the authorisation server: the token endpoint at /auth/connect/token,
 * public password recovery and guarded session, password and 2FA calls under /identity/api/v1,
 * the sandbox outbox (test mode only), and the `users` hooks that keep passwords in credentials.
 */
export const identityPlugin: SandboxPlugin = async (app, context) => {
  const accounts = createAccounts(context);
  registerTokenEndpoint(app, context, createGrants(context, accounts));
  await app.register(
    async (identity) => {
      registerRecoveryRoutes(identity, context, accounts, createSecureCodes(context.db));
      await identity.register(async (guarded) => {
        guarded.addHook('onRequest', context.guard);
        registerSessionRoutes(guarded, context, accounts);
        registerTwoFactorRoutes(guarded, context, accounts);
      });
    },
    { prefix: '/identity/api/v1' },
  );
  if (context.config.testMode) registerOutbox(app, context.db, accounts);
  addHooks(context.hooks, 'users', createUserHooks(context, accounts));
};
