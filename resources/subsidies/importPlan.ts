import { fieldIssues, zodSchemaOf } from '../core/validation';
import { subsidies } from './schema';

/** One subsidy as the JSON file carries it (what the export writes). */
export interface SubsidyEntry {
  index: number;
  name: string;
  label: string;
}

export interface StoredSubsidy extends SubsidyEntry {
  id: number | string;
}

/** What an import adds and changes, matched on the index, which the entity's subsidies never repeat. */
export interface SubsidyImportPlan {
  added: SubsidyEntry[];
  changed: { id: number | string; before: SubsidyEntry; after: SubsidyEntry }[];
  unchanged: number;
}

export const MAX_IMPORT_ENTRIES = 1000;
/** The catalogue code of a refused file (spec section 8: GM-0013 file processing error). */
export const IMPORT_REFUSED = 'GM-0013';
export const importProblems = {
  notAList: 'reference.subsidies.import.notAList',
  empty: 'reference.subsidies.import.empty',
  tooMany: 'reference.subsidies.import.tooMany',
  repeatedIndex: 'reference.subsidies.import.repeatedIndex',
  notAnEntry: 'reference.subsidies.import.notAnEntry',
} as const;

export type SubsidyImportResult = { plan: SubsidyImportPlan } | { errors: Record<string, string> };

const entryOf = ({ index, name, label }: SubsidyEntry): SubsidyEntry => ({ index, name, label });

/** Checks every entry of a file (entry path `<position>.<field>` to its code) before anything is planned. */
const problemsOf = (input: unknown): Record<string, string> => {
  if (!Array.isArray(input)) return { root: importProblems.notAList };
  if (input.length === 0) return { root: importProblems.empty };
  if (input.length > MAX_IMPORT_ENTRIES) return { root: importProblems.tooMany };
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  input.forEach((entry, position) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      errors[`${position}`] = importProblems.notAnEntry;
      return;
    }
    const parsed = zodSchemaOf(subsidies, 'create').safeParse(entry);
    if (!parsed.success) {
      fieldIssues(parsed.error).forEach(({ path, message }) => {
        errors[path ? `${position}.${path}` : `${position}`] ??= message;
      });
      return;
    }
    const index = Number(parsed.data.index);
    if (seen.has(index)) errors[`${position}.index`] = importProblems.repeatedIndex;
    seen.add(index);
  });
  return errors;
};

/**
 * What importing `input` (a parsed JSON file) into `existing` would do, or why nothing of it may
 * be saved: every entry is checked first, and one bad entry refuses the whole file.
 */
export const planSubsidyImport = (input: unknown, existing: readonly StoredSubsidy[]): SubsidyImportResult => {
  const errors = problemsOf(input);
  if (Object.keys(errors).length > 0) return { errors };
  const byIndex = new Map(existing.map((subsidy) => [Number(subsidy.index), subsidy]));
  const plan: SubsidyImportPlan = { added: [], changed: [], unchanged: 0 };
  (input as unknown[]).forEach((raw) => {
    const after = entryOf(zodSchemaOf(subsidies, 'create').parse(raw) as unknown as SubsidyEntry);
    const stored = byIndex.get(after.index);
    if (!stored) plan.added.push(after);
    else if (stored.name === after.name && stored.label === after.label) plan.unchanged += 1;
    else plan.changed.push({ id: stored.id, before: entryOf(stored), after });
  });
  return { plan };
};

/** The JSON file of an entity's subsidies, by index: what the import reads back. */
export const exportEntries = (existing: readonly StoredSubsidy[]): SubsidyEntry[] =>
  [...existing].sort((a, b) => Number(a.index) - Number(b.index)).map(entryOf);

export const importRefusedBody = (errors: Record<string, string>) => ({
  Code: IMPORT_REFUSED,
  Message: IMPORT_REFUSED,
  Errors: errors,
});
