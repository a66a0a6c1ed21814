import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';

/** A regular expression written in the tree: a literal, or `new RegExp`/`RegExp` with literal text. */
export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
  /** Found in a test, a spec or a testing helper (run on the tests' own inputs only). */
  inTest: boolean;
}

/** A `RegExp(...)` built from something other than literal text, to be accounted for by name. */
export interface DynamicRegex {
  file: string;
  line: number;
  argument: string;
}

const FOLDERS = [
  'src',
  'resources',
  'dataProviders',
  'authProvider',
  'i18n',
  'fixtures',
  'sandbox',
  'scripts',
  'e2e',
  'bench',
];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'testing-output']);

const filesUnder = (root: string, folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(root, path);
    return SOURCE.test(entry.name) ? [path] : [];
  });

const isTestFile = (file: string) => /\.(test|spec)\.[tj]sx?$/.test(file) || /(^|\/)(testing|e2e)\//.test(file);

type Node = { type?: string; start?: number; end?: number; [key: string]: unknown };

const walk = (node: unknown, visit: (node: Node) => void) => {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (typeof node !== 'object' || node === null) return;
  visit(node as Node);
  Object.values(node).forEach((child) => walk(child, visit));
};

const literalText = (node: Node | undefined): string | undefined => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node?.quasis as { value: { cooked: string } }[] | undefined;
  if (node?.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0].value.cooked;
  return undefined;
};

/** Every regular expression of the project's own code, and every one built at run time. */
export const regexInventory = (root: string) => {
  const found: FoundRegex[] = [];
  const dynamic: DynamicRegex[] = [];
  for (const file of FOLDERS.flatMap((folder) => filesUnder(root, folder))) {
    const text = readFileSync(join(root, file), 'utf8');
    const lineOf = (offset = 0) => text.slice(0, offset).split('\n').length;
    const name = relative(root, join(root, file));
    const { program } = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
    walk(program, (node) => {
      const regex = node.regex as { pattern: string; flags: string } | undefined;
      if (node.type === 'Literal' && regex)
        found.push({
          file: name,
          line: lineOf(node.start),
          source: regex.pattern,
          flags: regex.flags,
          inTest: isTestFile(name),
        });
      const callee = node.callee as Node | undefined;
      if ((node.type === 'NewExpression' || node.type === 'CallExpression') && callee?.name === 'RegExp') {
        const [pattern, flags] = (node.arguments as Node[]) ?? [];
        const source = literalText(pattern);
        if (source === undefined)
          dynamic.push({ file: name, line: lineOf(node.start), argument: text.slice(pattern?.start, pattern?.end) });
        else
          found.push({
            file: name,
            line: lineOf(node.start),
            source,
            flags: literalText(flags) ?? '',
            inTest: isTestFile(name),
          });
      }
    });
  }
  return { found, dynamic };
};
