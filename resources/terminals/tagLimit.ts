import { MAX_TAGS_PER_TERMINAL } from './schema';

/**
 * A terminal's tags after adding some (spec section 4: at most 5 per terminal), or null when the
 * result would exceed the limit; tags it already has are not counted twice. Console and sandbox
 * both decide with this, so a batch skips exactly the terminals the console warned about.
 */
export const tagsAfterAdding = (current: readonly number[], adding: readonly number[]): number[] | null => {
  const result = [...new Set([...current, ...adding])];
  return result.length > MAX_TAGS_PER_TERMINAL ? null : result;
};
