import { parameterByName } from './catalogue';
import { checkValue } from './checkValue';
import type { ParameterIssue, ParameterType, ParameterValue, ParameterValues } from './types';

/** A group's own parameters as the groups screen keeps them: names and text values. */
export interface GroupParameter {
  key: string;
  value?: string | null;
}

const numeric: readonly ParameterType['kind'][] = ['port', 'integer', 'decimal'];

/** A group's text value read as the parameter's type wants it; text that cannot be one stays text. */
export const typedValue = (type: ParameterType, text: string): ParameterValue => {
  const trimmed = text.trim();
  if (type.kind === 'boolean') return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
  if (numeric.includes(type.kind) && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
};

/** The catalogue parameters a group sets (never a secret: those are the profile's alone). */
const catalogueEntries = (parameters: readonly GroupParameter[] | null | undefined) =>
  (parameters ?? []).flatMap((parameter, index) => {
    const definition = parameterByName.get(parameter.key);
    if (!definition || definition.type.kind === 'secret' || !(parameter.value ?? '').trim()) return [];
    return [
      { index, name: parameter.key, type: definition.type, value: typedValue(definition.type, parameter.value ?? '') },
    ];
  });

/**
 * The group's layer in a terminal's parameters (profile, then group, then terminal): the group's
 * parameters that name a catalogue parameter, typed. Names outside the catalogue are the group's
 * own settings and stay out of the chain.
 */
export const groupLayer = (parameters: readonly GroupParameter[] | null | undefined): ParameterValues =>
  Object.fromEntries(catalogueEntries(parameters).map(({ name, value }) => [name, value]));

/** The group's catalogue parameters whose values are wrong, by their row (as the form lists them). */
export const groupParameterIssues = (
  parameters: readonly GroupParameter[] | null | undefined,
): Record<number, ParameterIssue> =>
  Object.fromEntries(
    catalogueEntries(parameters).flatMap(({ index, type, value }) => {
      const issue = checkValue(type, value);
      return issue ? [[index, issue]] : [];
    }),
  );

/**
 * The key a refused group value is answered with: the issue's own, unless it needs the bounds it
 * was checked against (the wire carries codes only), then one that names no bounds.
 */
export const groupIssueKey = (issue: ParameterIssue) =>
  issue.args ? 'profileParameters.validation.groupValue' : issue.code;
