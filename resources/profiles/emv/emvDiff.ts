import type { CaKey, EmvApplication } from './emvShapes';

/** One field's change inside an item present before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ItemChange {
  /** The item's identity: an AID, or RID and index. */
  key: string;
  kind: 'ADDED' | 'REMOVED' | 'CHANGED';
  changes: FieldChange[];
}

type Item = Record<string, unknown>;

export const listDiff = <T extends object>(before: readonly T[], after: readonly T[], keyOf: (item: T) => string) => {
  const old = new Map(before.map((item) => [keyOf(item), item as Item]));
  const next = new Map(after.map((item) => [keyOf(item), item as Item]));
  const diff: ItemChange[] = [];
  next.forEach((item, key) => {
    const previous = old.get(key);
    if (!previous) {
      diff.push({
        key,
        kind: 'ADDED',
        changes: Object.entries(item).map(([field, value]) => ({ field, before: null, after: value })),
      });
      return;
    }
    const changes = Object.keys(item)
      .filter((field) => String(previous[field] ?? '') !== String(item[field] ?? ''))
      .map((field) => ({ field, before: previous[field], after: item[field] }));
    if (changes.length) diff.push({ key, kind: 'CHANGED', changes });
  });
  old.forEach((item, key) => {
    if (!next.has(key))
      diff.push({
        key,
        kind: 'REMOVED',
        changes: Object.entries(item).map(([field, value]) => ({ field, before: value, after: null })),
      });
  });
  return diff;
};

export const applicationKey = (app: Pick<EmvApplication, 'aid'>) => app.aid.toUpperCase();
export const caKeyId = (caKey: Pick<CaKey, 'rid' | 'index'>) => `${caKey.rid}/${caKey.index}`.toUpperCase();

export const applicationsDiff = (before: readonly EmvApplication[], after: readonly EmvApplication[]) =>
  listDiff(before, after, applicationKey);

export const caKeysDiff = (before: readonly CaKey[], after: readonly CaKey[]) => listDiff(before, after, caKeyId);
