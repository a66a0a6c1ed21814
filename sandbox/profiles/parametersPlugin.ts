import { profiles } from '../../resources/profiles/schema';
import type { SandboxPlugin } from '../context';
import { addHooks } from '../engine/hooks';
import { hostProposalRoutes } from './approvals/hostProposalRoutes';
import { createParameterTables } from './parameterTables';
import { createProfileValues } from './profileValues';
import { profileParameterRoutes } from './profileRoutes';
import { terminalParameterRoutes } from './terminalRoutes';

/**
 * Profile parameters and terminal overrides on the parameters service (issue 11). A new profile
 * has no parameters, so it starts inactive; a deleted one takes its parameters with it.
 */
export const profilesPlugin: SandboxPlugin = async (app, context) => {
  const tables = createParameterTables(context.db);
  addHooks(context.hooks, profiles.name, {
    beforeCreate: (data) => ({ ...data, status: 'INACTIVE' }),
    beforeDelete: (id) => tables.remove('profile', id),
  });
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
