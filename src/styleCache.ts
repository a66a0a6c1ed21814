import createCache, { type StylisElement } from '@emotion/cache';

/** What the browsers the console runs on still read only with -webkit- (Safari's user-select above all). */
const WEBKIT_ONLY = new Set(['user-select', 'background-clip', 'hyphens', 'text-size-adjust']);

/** Writes the -webkit- form before the declaration, for those properties only. */
const webkitWhereNeeded = (element: StylisElement) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The console's style cache. Emotion's own writes every vendor form of every declaration as it
 * inserts a style (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`),
 * and those insertions were most of the first screen's commit.
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [webkitWhereNeeded] });
