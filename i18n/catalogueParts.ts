import { messageLeaves } from './messageLeaves';
import { mergeMessages } from './mergeMessages';
import type { MessageTree } from './types';

/** What a glob over `resources/<domain>/texts/**` gives: each module's exported trees, by path. */
export type TextModules = Record<string, Record<string, MessageTree>>;

/** Each domain's texts of one language as named parts (the module's path), in a stable order. */
export const domainParts = (modules: TextModules): Record<string, MessageTree> =>
  Object.fromEntries(
    Object.keys(modules)
      .sort()
      .flatMap((path) => Object.values(modules[path]).map((tree) => [`resources/${path.slice(2)}`, tree])),
  );

/** One catalogue out of its parts; a key two parts define is a mistake `keysDefinedTwice` reports. */
export const catalogueOf = (parts: Record<string, MessageTree>): MessageTree => mergeMessages(...Object.values(parts));

/** Every message key defined by more than one part, with the parts that define it. */
export const keysDefinedTwice = (parts: Record<string, MessageTree>): Record<string, string[]> => {
  const owners = new Map<string, string[]>();
  Object.entries(parts).forEach(([part, tree]) =>
    messageLeaves(tree).forEach((_, key) => owners.set(key, [...(owners.get(key) ?? []), part])),
  );
  return Object.fromEntries([...owners].filter(([, names]) => names.length > 1));
};
