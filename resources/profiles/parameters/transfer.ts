import { isSecret, parameterCatalogue } from './catalogue';
import { checkParameterSet } from './checkParameters';
import type { ParameterIssues, ParameterValue, ParameterValues } from './types';

/** The JSON a profile's parameters are exported to and imported from. */
export interface ParameterFile {
  format: typeof PARAMETER_FILE_FORMAT;
  profile: string;
  exportedAt: string;
  parameters: ParameterValues;
}

export const PARAMETER_FILE_FORMAT = 'profile-parameters/1';

/** Secrets are write-only: they never leave the service. */
export const publicValues = (values: ParameterValues): ParameterValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !isSecret(name)));

export const parameterFile = (profile: string, values: ParameterValues, exportedAt: string): ParameterFile => ({
  format: PARAMETER_FILE_FORMAT,
  profile,
  exportedAt,
  parameters: publicValues(values),
});

export interface ImportChange {
  name: string;
  from?: ParameterValue;
  to?: ParameterValue;
}

/** What importing a file would do; `issues` non-empty means nothing may be saved. */
export interface ImportPlan {
  added: ImportChange[];
  changed: ImportChange[];
  removed: ImportChange[];
  /** Parameter name (or 'file') to the failure found there. */
  issues: ParameterIssues;
  /** The values the profile would hold: secrets kept unless the file sets them. */
  values: ParameterValues;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const order = new Map(parameterCatalogue.map(({ name }, index) => [name, index]));
const byCatalogue = (a: ImportChange, b: ImportChange) =>
  (order.get(a.name) ?? Infinity) - (order.get(b.name) ?? Infinity) || a.name.localeCompare(b.name);

const BAD_FILE = 'profileParameters.import.badFile';

/**
 * Compares a file with a profile's current values: added, changed and removed parameters, and
 * every value of the file checked as a form would. A file that is not a parameter file, or one
 * with any bad value, plans nothing to save.
 */
export const planImport = (current: ParameterValues, file: unknown, secretsSet: readonly string[]): ImportPlan => {
  const empty = { added: [], changed: [], removed: [], values: current };
  if (!isPlainObject(file) || file.format !== PARAMETER_FILE_FORMAT || !isPlainObject(file.parameters))
    return { ...empty, issues: { file: { code: BAD_FILE } } };
  const incoming = file.parameters as ParameterValues;
  const secrets = Object.fromEntries(Object.entries(current).filter(([name]) => isSecret(name)));
  const values = { ...secrets, ...incoming };
  const issues = checkParameterSet(values, { secretsSet });
  const shown = (name: string, value: ParameterValue) => (isSecret(name) ? '••••' : value);
  const added = Object.keys(incoming)
    .filter((name) => current[name] === undefined)
    .map((name) => ({ name, to: shown(name, incoming[name]) }));
  const changed = Object.keys(incoming)
    .filter((name) => current[name] !== undefined && current[name] !== incoming[name])
    .map((name) => ({ name, from: shown(name, current[name]), to: shown(name, incoming[name]) }));
  const removed = Object.keys(current)
    .filter((name) => !isSecret(name) && incoming[name] === undefined)
    .map((name) => ({ name, from: current[name] }));
  return {
    added: added.sort(byCatalogue),
    changed: changed.sort(byCatalogue),
    removed: removed.sort(byCatalogue),
    issues,
    values,
  };
};

/** The preview the services answer: the plan without the values it would store (secrets among them). */
export type ImportPreview = Omit<ImportPlan, 'values'>;

export const previewOf = ({ added, changed, removed, issues }: ImportPlan): ImportPreview => ({
  added,
  changed,
  removed,
  issues,
});
