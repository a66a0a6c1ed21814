import { branchAmountsRule } from './branches/rules';
import { branches } from './branches/schema';
import { campaignRules } from './campaigns/campaignRules';
import { campaigns } from './campaigns/schema';
import type { RecordRule } from './core/resourceSchema';
import { groupParametersRule } from './groups/parameterRule';
import { groups } from './groups/schema';

/**
 * Rules over one record's fields that need more code than a schema should carry (a group's
 * parameters checked against the parameter catalogue), by schema name. They live apart from the
 * schemas, which the route table and the menu read at start: only the validation imports them.
 */
export const recordRules: Readonly<Record<string, readonly RecordRule[]>> = {
  [branches.name]: [branchAmountsRule],
  [campaigns.name]: campaignRules,
  [groups.name]: [groupParametersRule],
};

/** Every record rule of a resource: its schema's own and those declared here. */
export const recordRulesOf = (schema: { name?: string; rules?: readonly RecordRule[] }): readonly RecordRule[] => [
  ...(schema.rules ?? []),
  ...(recordRules[schema.name ?? ''] ?? []),
];
