import { profiles } from '../../resources/profiles/schema';
import type { SandboxPlugin } from '../context';
import { addHooks } from '../engine/hooks';
import { hostProposalRoutes } from './approvals/hostProposalRoutes';
import { createParameterTables } from './parameterTables';
import { createProfileValues } from './profileValues';
import { profileParameterRoutes } from './profileRoutes';
import { terminalParameterRoutes } from './terminalRoutes';

/**
 * Profile parameters and terminal overrides on the parameters service. A deleted profile takes
 * its parameters with it; the rules of profiles and groups are their domains' (hooks, schema).
 */
export const profilesPlugin: SandboxPlugin = async (app, context) => {
  const tables = createParameterTables(context.db, context.keyring);
  // The parameters live beside the profile in the service's own tables: they go with it.
  addHooks(context.hooks, profiles.name, { beforeDelete: (id) => tables.remove('profile', id) });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      profileParameterRoutes(scope, context, tables);
      terminalParameterRoutes(scope, context, tables);
      hostProposalRoutes(scope, context, createProfileValues(context, tables), Date.now);
    },
    { prefix: '/parameters' },
  );
};
