/** Merging the parameters of several commerce groups into one (spec: /group/merge-parameters). */

export interface Parameter {
  key: string;
  value?: string | null;
}

export interface GroupParameters {
  id: number;
  name?: string;
  parameters?: readonly Parameter[] | null;
}

/** One parameter name across the groups: each group's value (absent: the group lacks it). */
export interface MergeRow {
  key: string;
  values: Record<number, string | undefined>;
  /** Two groups hold different values: someone must choose. */
  conflict: boolean;
}

const valueOf = (parameter: Parameter) => parameter.value ?? '';

/** The side-by-side diff of the groups' parameters, names in alphabetical order. */
export const mergePlan = (groups: readonly GroupParameters[]): MergeRow[] => {
  const keys = [...new Set(groups.flatMap((group) => (group.parameters ?? []).map((p) => p.key)))].sort();
  return keys.map((key) => {
    const values = Object.fromEntries(
      groups.map((group) => {
        const found = (group.parameters ?? []).find((p) => p.key === key);
        return [group.id, found ? valueOf(found) : undefined];
      }),
    );
    const distinct = new Set(Object.values(values).filter((value) => value !== undefined));
    return { key, values, conflict: distinct.size > 1 };
  });
};

/** For each conflicting name, the group whose value wins. */
export type MergeChoices = Record<string, number>;

export type MergeOutcome = { parameters: Parameter[] } | { unresolved: string[] };

/**
 * The merged parameters: every name of every group, the shared value where they agree, the chosen
 * group's where they conflict. A conflict without a valid choice leaves the merge unresolved.
 */
export const resolveMerge = (plan: readonly MergeRow[], choices: MergeChoices): MergeOutcome => {
  const unresolved = plan
    .filter((row) => row.conflict && row.values[choices[row.key]] === undefined)
    .map((row) => row.key);
  if (unresolved.length > 0) return { unresolved };
  return {
    parameters: plan.map((row) => ({
      key: row.key,
      value: row.conflict
        ? (row.values[choices[row.key]] as string)
        : (Object.values(row.values).find((value) => value !== undefined) as string),
    })),
  };
};
