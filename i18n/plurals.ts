import type { MessageTree } from './types';

/**
 * i18next asks Spanish and Portuguese for a `_many` plural form (large round numbers), which
 * react-admin's converter never writes: reuse the `_other` text for it.
 */
export const withManyForms = (tree: MessageTree): MessageTree => {
  // A loop rather than entries, flatMap and fromEntries: it runs over every catalogue at start.
  const result: MessageTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      result[key] = withManyForms(value);
      continue;
    }
    result[key] = value;
    const many = key.endsWith('_other') ? `${key.slice(0, -'_other'.length)}_many` : undefined;
    if (many !== undefined && tree[many] === undefined) result[many] = value;
  }
  return result;
};

/** Deep merge of catalogues; later trees win on conflicts. */
export const mergeMessages = (...trees: MessageTree[]): MessageTree =>
  trees.reduce<MessageTree>((merged, tree) => {
    Object.entries(tree).forEach(([key, value]) => {
      const current = merged[key];
      merged[key] =
        typeof value !== 'string' && current !== undefined && typeof current !== 'string'
          ? mergeMessages(current, value)
          : value;
    });
    return merged;
  }, {});
