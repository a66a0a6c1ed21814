import {
  AGREEMENTS_ENABLED,
  FIDELIUM_ENABLED,
  parameterByName,
  parameterCatalogue,
  parametersOf,
  TIP_MAX_PERCENT,
  TIP_PERCENTS,
} from './catalogue';
import { checkValue, isBlank, issueKeys } from './checkValue';
import type { ParameterIssues, ParameterSection, ParameterValues } from './types';

/** Parameter names allow only letters, digits and underscore (PM-0004). */
export const PARAMETER_NAME = /^[A-Za-z0-9_]+$/;

export const checkParameterName = (name: string) => {
  if (!PARAMETER_NAME.test(name)) return { code: 'PM-0004' };
  return parameterByName.has(name) ? undefined : { code: issueKeys.unknown };
};

/** Secrets already stored count as present: a blank secret keeps the stored one. */
export interface CheckContext {
  secretsSet?: readonly string[];
}

const isOn = (values: ParameterValues, name: string) => values[name] === true;

/** The rules between parameters: fidelium needs agreements, no tip above the maximum. */
const crossIssues = (values: ParameterValues, names: ReadonlySet<string>): ParameterIssues => {
  const issues: ParameterIssues = {};
  if (names.has(FIDELIUM_ENABLED) && isOn(values, FIDELIUM_ENABLED) && !isOn(values, AGREEMENTS_ENABLED))
    issues[AGREEMENTS_ENABLED] = { code: 'PM-0003' };
  const max = values[TIP_MAX_PERCENT];
  if (names.has(TIP_MAX_PERCENT) && typeof max === 'number')
    TIP_PERCENTS.forEach((tip) => {
      const percent = values[tip];
      if (typeof percent === 'number' && percent > max) issues[tip] = { code: issueKeys.tipOverMax, args: { max } };
    });
  return issues;
};

const checkDefinitions = (
  definitions: typeof parameterCatalogue,
  values: ParameterValues,
  context: CheckContext,
): ParameterIssues => {
  const issues: ParameterIssues = {};
  definitions.forEach((definition) => {
    const value = values[definition.name];
    if (isBlank(value)) {
      const kept = definition.type.kind === 'secret' && context.secretsSet?.includes(definition.name);
      if (definition.requiredWhen && isOn(values, definition.requiredWhen) && !kept)
        issues[definition.name] = { code: 'CE-0001' };
      return;
    }
    const issue = checkValue(definition.type, value);
    if (issue) issues[definition.name] = issue;
  });
  const checked = new Set(definitions.map((definition) => definition.name));
  return { ...crossIssues(values, checked), ...issues };
};

const unknownNames = (values: Record<string, unknown>, allowed: (name: string) => boolean): ParameterIssues =>
  Object.fromEntries(
    Object.keys(values)
      .filter((name) => !allowed(name))
      .map((name) => [name, checkParameterName(name) ?? { code: issueKeys.unknown }]),
  );

/** One tab's values: each value's format, what its switches require, the rules inside the tab. */
export const checkSection = (
  section: ParameterSection,
  values: ParameterValues,
  context: CheckContext = {},
): ParameterIssues => ({
  ...unknownNames(values, (name) => parameterByName.get(name)?.section === section),
  ...checkDefinitions(parametersOf(section), values, context),
});

/** A whole parameter set (an imported file, a terminal's effective values): every name and value. */
export const checkParameterSet = (values: ParameterValues, context: CheckContext = {}): ParameterIssues => ({
  ...unknownNames(values, (name) => parameterByName.has(name)),
  ...checkDefinitions(parameterCatalogue, values, context),
});

/** The values that are set: blanks are 'not configured', never stored. */
export const withoutBlanks = (values: Record<string, unknown>): ParameterValues =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => !isBlank(value))
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as ParameterValues;
