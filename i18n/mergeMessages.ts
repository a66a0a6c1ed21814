import type { MessageTree } from './types';

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
