import { branchIssues, type BranchAmounts } from '../../resources/branches/rules';
import { branches } from '../../resources/branches/schema';
import type { SandboxContext } from '../context';
import { addHooks } from '../engine/hooks';
import { ServiceError } from '../errors';

/** A branch's amount rules (resources/branches/rules.ts) on every write: 400 with each field's message key. */
export const registerBranchRules = ({ hooks }: SandboxContext) => {
  const check = (data: Record<string, unknown>) => {
    const issues = branchIssues(data as BranchAmounts);
    if (issues.length)
      throw new ServiceError(400, { Errors: Object.fromEntries(issues.map(({ path, code }) => [path, code])) });
    return data;
  };
  addHooks(hooks, branches.name, { beforeCreate: check, beforeUpdate: (_id, data) => check(data) });
};
