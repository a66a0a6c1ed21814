import { groups } from '../../resources/groups/schema';
import {
  groupIssueKey,
  groupParameterIssues,
  type GroupParameter,
} from '../../resources/profiles/parameters/groupLayer';
import { refusalCode } from '../../resources/profiles/parameters/operations';
import { profiles } from '../../resources/profiles/schema';
import { refuse } from '../errors';
import type { SandboxPlugin } from '../context';
import { addHooks } from '../engine/hooks';
import { hostProposalRoutes } from './approvals/hostProposalRoutes';
import { createParameterTables } from './parameterTables';
import { createProfileValues } from './profileValues';
import { profileParameterRoutes } from './profileRoutes';
import { terminalParameterRoutes } from './terminalRoutes';

/**
 * Profile parameters and terminal overrides on the parameters service (issue 11). A new profile
 * has no parameters, so it starts inactive; a deleted one takes its parameters with it. A group's
 * catalogue parameters are checked as its layer of its terminals' parameters.
 */
export const profilesPlugin: SandboxPlugin = async (app, context) => {
  const tables = createParameterTables(context.db, context.keyring);
  addHooks(context.hooks, profiles.name, {
    beforeCreate: (data) => ({ ...data, status: 'INACTIVE' }),
    beforeDelete: (id) => tables.remove('profile', id),
  });
  // A group's catalogue parameters are its layer of its terminals' parameters: checked as such.
  const checkedGroup = (data: Record<string, unknown>) => {
    const issues = groupParameterIssues(data.parameters as GroupParameter[] | undefined);
    if (Object.keys(issues).length === 0) return data;
    const Errors = Object.fromEntries(
      Object.entries(issues).map(([row, issue]) => [`parameters.${row}.value`, groupIssueKey(issue)]),
    );
    throw refuse(400, refusalCode(issues), { Errors });
  };
  addHooks(context.hooks, groups.name, {
    beforeCreate: checkedGroup,
    beforeUpdate: (_id, data) => checkedGroup(data),
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
