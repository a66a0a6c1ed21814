import { profileActivation } from './activation';
import { isSecret, parameterByName } from './catalogue';
import { checkParameterName, checkParameterSet, checkSection, withoutBlanks } from './checkParameters';
import { checkValue, issueKeys } from './checkValue';
import { effectiveParameters, effectiveValues, type ParameterLayers } from './effective';
import { publicValues } from './transfer';
import type { ParameterIssues, ParameterSection, ParameterValues, ProfileParameters } from './types';

/**
 * What the services do with stored parameters, as pure steps the sandbox and the fakerest
 * provider both run: the same checks refuse, the same answers come back.
 */

export type Outcome<T> = { ok: true; value: T } | { ok: false; issues: ParameterIssues };

export const secretsOf = (stored: ParameterValues) => Object.keys(stored).filter(isSecret);

/** A profile's parameters as answered: secrets named, never shown; status and its reason. */
export const profileAnswer = (id: number, stored: ParameterValues): ProfileParameters => {
  const secretsSet = secretsOf(stored);
  return { id, values: publicValues(stored), secretsSet, ...profileActivation(stored, secretsSet) };
};

/**
 * Saves one tab: its values replace the tab's stored ones (a blank clears a parameter), except
 * secrets, which a blank keeps. Refused whole when any value is wrong.
 */
export const applySection = (
  stored: ParameterValues,
  section: ParameterSection,
  input: Record<string, unknown>,
): Outcome<ParameterValues> => {
  const values = withoutBlanks(input);
  const issues = checkSection(section, values, { secretsSet: secretsOf(stored) });
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  const kept = Object.fromEntries(
    Object.entries(stored).filter(
      ([name]) => parameterByName.get(name)?.section !== section || (isSecret(name) && values[name] === undefined),
    ),
  );
  return { ok: true, value: { ...kept, ...values } };
};

/**
 * A terminal's own overrides, checked value by value and, with its profile and group under them,
 * by the rules between parameters. Secrets are the profile's alone.
 */
export const applyOverrides = (
  layers: Omit<ParameterLayers, 'terminal'>,
  input: Record<string, unknown>,
): Outcome<ParameterValues> => {
  const overrides = withoutBlanks(input);
  const issues: ParameterIssues = {};
  Object.entries(overrides).forEach(([name, value]) => {
    const definition = parameterByName.get(name);
    const issue =
      definition && definition.type.kind !== 'secret'
        ? checkValue(definition.type, value)
        : (checkParameterName(name) ?? { code: issueKeys.unknown });
    if (issue) issues[name] = issue;
  });
  if (Object.keys(issues).length === 0) {
    const together = checkParameterSet(effectiveValues({ ...layers, terminal: overrides }));
    Object.entries(together).forEach(([name, issue]) => {
      if (!isSecret(name)) issues[name] = issue;
    });
  }
  return Object.keys(issues).length > 0 ? { ok: false, issues } : { ok: true, value: overrides };
};

export const terminalAnswer = (
  id: number,
  refs: { profileId: number | null; groupId: number | null },
  layers: ParameterLayers,
) => ({
  id,
  ...refs,
  overrides: layers.terminal ?? {},
  effective: effectiveParameters({ ...layers, profile: publicValues(layers.profile ?? {}) }),
});

/** The code a refusal answers with: the first catalogue code among the issues, else AM-0009. */
export const refusalCode = (issues: ParameterIssues) =>
  Object.values(issues).find((issue) => /^[A-Z]{2}-\d{4}$/.test(issue.code) && issue.code !== 'CE-0001')?.code ??
  'AM-0009';

/** The issues as the wire carries them: parameter name to code. */
export const issueCodes = (issues: ParameterIssues): Record<string, string> =>
  Object.fromEntries(Object.entries(issues).map(([name, issue]) => [name, issue.code]));
