import type { ImportRow, RowProblem } from './importFormat';
import { badValue } from './rowProblems';

/** The kinds of records a row names. */
export type ReferenceKind = 'commerce' | 'group' | 'brand' | 'model' | 'profile';

/** A named record found in the caller's entity; `parent` is a group's commerce, a model's brand. */
export interface FoundReference {
  id: number;
  parent?: number;
}

/** Finds a record by its code or name (without case), or null. */
export type ReferenceLookup = (kind: ReferenceKind, name: string) => FoundReference | null;

/** The names a row gives for each kind of record. */
export const namesOfRow = ({ values }: ImportRow): [ReferenceKind, string][] =>
  (
    [
      ['commerce', values.commerceCode],
      ['group', values.group],
      ['brand', values.brand],
      ['model', values.model],
      ['profile', values.profile],
    ] as [ReferenceKind, string][]
  ).filter(([, name]) => name.trim() !== '');

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The terminal a row describes, its named commerce, group, brand, model and profile replaced by
 * their ids; a name the entity does not have (or a group of another commerce, a model of another
 * brand) is PM-0036 for its column.
 */
export const recordOfRow = (
  row: ImportRow,
  lookup: ReferenceLookup,
): { record: Record<string, unknown>; problems: RowProblem[] } => {
  const { values } = row;
  const problems: RowProblem[] = [];
  const find = (kind: ReferenceKind, column: keyof ImportRow['values']) => {
    const name = values[column].trim();
    if (!name) return null;
    const found = lookup(kind, name);
    if (!found) problems.push(badValue(row, column));
    return found;
  };
  const commerce = find('commerce', 'commerceCode');
  const group = find('group', 'group');
  const brand = find('brand', 'brand');
  const model = find('model', 'model');
  const profile = find('profile', 'profile');
  if (group && commerce && group.parent !== commerce.id) problems.push(badValue(row, 'group'));
  if (model && brand && model.parent !== brand.id) problems.push(badValue(row, 'model'));
  const record = {
    serialNumber: values.serialNumber.trim(),
    alias: blankToNull(values.alias),
    commerceId: commerce?.id ?? null,
    groupId: group?.id ?? null,
    brandId: brand?.id ?? null,
    modelId: model?.id ?? null,
    profileId: profile?.id ?? null,
    owner: blankToNull(values.owner),
    distributor: blankToNull(values.distributor),
  };
  return { record, problems };
};
