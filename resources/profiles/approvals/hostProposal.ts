import { listDiff, type ItemChange } from '../emv/emvDiff';
import { parameterByName, parametersOf } from '../parameters/catalogue';
import { applyOverrides, applySection, type Outcome } from '../parameters/operations';
import { planImport, type ImportPlan } from '../parameters/transfer';
import type { ParameterLayers } from '../parameters/effective';
import type { ParameterIssues, ParameterSection, ParameterValue, ParameterValues } from '../parameters/types';

/**
 * A profile's host settings as the items a four-eyes proposal diffs: one per host type (its
 * parameters by full name), and one for a hosts-tab parameter of no host (agreements).
 */
export interface HostSettings {
  key: string;
  values: ParameterValues;
}

export const HOSTS_NEED_PROPOSAL = 'profileParameters.validation.hostsNeedProposal';

const hostNames = new Set(parametersOf('hosts').map(({ name }) => name));
const keyOf = (name: string) => parameterByName.get(name)?.host ?? name;

/** A switch off and a parameter never set mean the same: neither is a setting to diff. */
const isSet = (value: ParameterValue | undefined): value is ParameterValue =>
  value !== undefined && value !== false && value !== '';

/** The host settings a profile holds, in catalogue order; hosts with nothing set are left out. */
export const hostItems = (values: ParameterValues): HostSettings[] => {
  const items = new Map<string, ParameterValues>();
  parametersOf('hosts').forEach(({ name }) => {
    if (!isSet(values[name])) return;
    items.set(keyOf(name), { ...items.get(keyOf(name)), [name]: values[name] });
  });
  return [...items].map(([key, settings]) => ({ key, values: settings }));
};

export const hostValues = (items: readonly HostSettings[]): ParameterValues =>
  Object.assign({}, ...items.map((item) => item.values));

/** Host by host, parameter by parameter: what a proposal changes. */
export const hostsDiff = (before: readonly HostSettings[], after: readonly HostSettings[]): ItemChange[] =>
  listDiff(
    before.map((item) => ({ key: item.key, ...item.values })),
    after.map((item) => ({ key: item.key, ...item.values })),
    (item) => item.key,
  ).map((item) => ({ ...item, changes: item.changes.filter((change) => change.field !== 'key') }));

/** A proposed hosts tab checked as a save of it would be; with the settings before and after. */
export const proposedHosts = (
  stored: ParameterValues,
  input: Record<string, unknown>,
): Outcome<{ before: HostSettings[]; after: HostSettings[]; diff: ItemChange[] }> => {
  const outcome = applySection(stored, 'hosts', input);
  if (!outcome.ok) return outcome;
  const before = hostItems(stored);
  const after = hostItems(outcome.value);
  return { ok: true, value: { before, after, diff: hostsDiff(before, after) } };
};

/** The stored values once an approved hosts proposal is applied. */
export const withHosts = (stored: ParameterValues, after: readonly HostSettings[]) =>
  applySection(stored, 'hosts', hostValues(after));

/**
 * Host settings change only through an approved proposal: a write that would change one (a tab
 * save, an import) is refused with an issue on each host parameter it touches.
 */
export const hostChangeIssues = (stored: ParameterValues, next: ParameterValues): ParameterIssues => {
  const shown = (value: ParameterValue | undefined) => (isSet(value) ? String(value) : '');
  return Object.fromEntries(
    [...hostNames]
      .filter((name) => shown(stored[name]) !== shown(next[name]))
      .map((name) => [name, { code: HOSTS_NEED_PROPOSAL }]),
  );
};

/** A tab save, except that host settings are refused (they go through a proposal). */
export const directSave = (
  stored: ParameterValues,
  section: ParameterSection,
  input: Record<string, unknown>,
): Outcome<ParameterValues> => {
  const outcome = applySection(stored, section, input);
  if (!outcome.ok) return outcome;
  const issues = hostChangeIssues(stored, outcome.value);
  return Object.keys(issues).length > 0 ? { ok: false, issues } : outcome;
};

/** An import plan that also refuses a file changing host settings. */
export const guardedImport = (stored: ParameterValues, file: unknown): ImportPlan => {
  const plan = planImport(stored, file, Object.keys(stored));
  return { ...plan, issues: { ...hostChangeIssues(stored, plan.values), ...plan.issues } };
};

/**
 * A terminal's overrides, except host settings: a terminal dials its profile's approved hosts, so
 * an override that sets, changes or drops one is refused (it would bypass the proposal).
 */
export const guardedOverrides = (
  layers: Omit<ParameterLayers, 'terminal'>,
  stored: ParameterValues,
  input: Record<string, unknown>,
): Outcome<ParameterValues> => {
  const outcome = applyOverrides(layers, input);
  if (!outcome.ok) return outcome;
  const issues = hostChangeIssues(stored, outcome.value);
  return Object.keys(issues).length > 0 ? { ok: false, issues } : outcome;
};
