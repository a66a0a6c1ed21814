import createCache, { type StylisElement } from '@emotion/cache';

/**
 * What the browsers the console runs on still read only in a -webkit- form: Safari's user-select
 * above all, and print colours (MUI's buttons, switches and progress bars keep theirs on paper).
 */
const webkitForms: Record<string, string> = {
  'user-select': '-webkit-user-select',
  'background-clip': '-webkit-background-clip',
  hyphens: '-webkit-hyphens',
  'text-size-adjust': '-webkit-text-size-adjust',
  'color-adjust': '-webkit-print-color-adjust',
  'box-decoration-break': '-webkit-box-decoration-break',
};

/** Writes the -webkit- form before the declaration, for those properties only. */
const webkitWhereNeeded = (element: StylisElement) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  const form = webkitForms[element.props];
  if (form && typeof element.children === 'string') element.return = `${form}:${element.children};${element.value}`;
};

/**
 * The console's style cache. Emotion's own writes every vendor form of every declaration as it
 * inserts a style (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`),
 * and those insertions were most of the first screen's commit.
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [webkitWhereNeeded] });
