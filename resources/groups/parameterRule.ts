import type { RecordRule } from '../core/resourceSchema';
import { groupIssueKey, groupParameterIssues, type GroupParameter } from '../profiles/parameters/groupLayer';

/**
 * A group's catalogue parameters are its layer of its terminals' parameters (profile, group,
 * terminal): each checked as the catalogue types it, refused on its value (AM-0009, invalid
 * parameter format, unless the check has a code of its own).
 */
export const groupParametersRule: RecordRule = (values) =>
  Object.entries(groupParameterIssues(values.parameters as readonly GroupParameter[] | null | undefined)).map(
    ([row, issue]) => ({ path: `parameters.${row}.value`, message: groupIssueKey(issue), refusalCode: 'AM-0009' }),
  );
