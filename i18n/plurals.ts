import type { MessageTree } from './types';

/**
 * i18next asks Spanish and Portuguese for a `_many` plural form (large round numbers), which
 * react-admin's converter never writes: reuse the `_other` text for it.
 */
export const withManyForms = (tree: MessageTree): MessageTree =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]): [string, string | MessageTree][] => {
      if (typeof value !== 'string') return [[key, withManyForms(value)]];
      if (!key.endsWith('_other')) return [[key, value]];
      const many = `${key.slice(0, -'_other'.length)}_many`;
      return tree[many] === undefined
        ? [
            [key, value],
            [many, value],
          ]
        : [[key, value]];
    }),
  );

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
