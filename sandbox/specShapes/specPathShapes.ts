import { readFileSync } from 'node:fs';

/** A path shape of the spec, relative to a resource (`Terminal/Params`) or absolute (`/api/...`). */
export interface SpecShape {
  shape: string;
  /** The spec line it was read from, for failure messages. */
  line: string;
}

const SECTION_START = '### Configured path shapes';
const SECTION_END = 'The result shapes of all configured paths';
/** An item that names a path: no spaces (prose such as "json import and export" names none). */
const PATH_ITEM = /^\/?[\w{}.-]+(\/[\w{}.-]+)*$/;
const ABSOLUTE_PATH = /\/api\/[\w/{}.-]+/;
const resourceList = /^([\w-]+): (.+)$/;
const pathThenList = /^(?:[\w ]+: )?(\/api\/[\w/{}.-]+)(?: \((.+)\)| and (.+))?$/;

const itemsOf = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => PATH_ITEM.test(item));

const joined = (base: string, item: string) => `${base}/${item.replace(/^\//, '')}`;

/** The shapes of one bullet's text (without its bullet and trailing punctuation). */
const shapesOfBullet = (text: string): string[] => {
  const underPath = pathThenList.exec(text);
  if (underPath) {
    const [, base, parenthesised, andItem] = underPath;
    return [base, ...itemsOf(parenthesised ?? andItem ?? '').map((item) => joined(base, item))];
  }
  const underResource = resourceList.exec(text);
  if (underResource) {
    const [, resource, list] = underResource;
    return itemsOf(list).map((item) => (ABSOLUTE_PATH.test(item) ? item : joined(resource, item)));
  }
  return text.includes(' ') ? [] : [text];
};

/**
 * The path shapes of the spec's section 7 "Configured path shapes": every bullet of the form
 * `Resource: item, item` (items relative to the resource unless absolute), `/api/path (item, item)`,
 * `/api/path and /item`, or a lone name or path. Items in prose (with spaces) name no path.
 */
export const specPathShapes = (specFile: string): SpecShape[] => {
  const text = readFileSync(specFile, 'utf8');
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END, start);
  if (start < 0 || end < 0) throw new Error(`No "${SECTION_START}" section in ${specFile}`);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => /^\s+- /.test(line))
    .flatMap((line) => {
      const bullet = line.replace(/^\s+- /, '').replace(/[;.]$/, '');
      return shapesOfBullet(bullet).map((shape) => ({ shape, line: bullet }));
    });
};
