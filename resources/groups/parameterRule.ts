import type { RecordRule } from '../core/resourceSchema';
import { groupIssueKey, groupParameterIssues, type GroupParameter } from '../profiles/parameters/groupLayer';
import { refusalCode } from '../profiles/parameters/operations';

/**
 * A group's catalogue parameters are its layer of its terminals' parameters (profile, group,
 * terminal): each checked as the catalogue types it, refused on its value with the first code of
 * a check (AM-0009, invalid parameter format, when none has one of its own).
 */
export const groupParametersRule: RecordRule = (values) => {
  const issues = groupParameterIssues(values.parameters as readonly GroupParameter[] | null | undefined);
  const code = refusalCode(issues);
  return Object.entries(issues).map(([row, issue]) => ({
    path: `parameters.${row}.value`,
    message: groupIssueKey(issue),
    refusalCode: code,
  }));
};
