// The import table of ARCHITECTURE.md section 2 as an ESLint rule: which top-level folder may
// import which. "plain" targets are resource files the sandbox and the providers may read: .ts
// modules that import no React, MUI or react-admin and touch no browser API (schemas, hooks and
// the rule files they use: abilities, permissions, token claims, which the session also reads).
// Test files, test wrappers and the contract suite cross the table on purpose.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

export const importTable = {
  src: ['src', 'resources', 'dataProviders', 'authProvider', 'i18n', 'fixtures'],
  resources: ['resources', 'dataProviders', 'authProvider', 'i18n'],
  // The in-memory identity (fakerest mode) implements the identity client's interface.
  dataProviders: ['dataProviders', 'plain:resources', 'i18n', 'fixtures', 'authProvider/identityClient'],
  authProvider: [
    'authProvider',
    'dataProviders/httpClient',
    'dataProviders/services',
    'dataProviders/notices',
    'i18n',
    'plain:resources',
  ],
  i18n: ['i18n'],
  fixtures: ['fixtures', 'plain:resources'],
  sandbox: ['sandbox', 'plain:resources', 'fixtures', 'i18n'],
  e2e: ['e2e', 'fixtures', 'plain:resources', 'dataProviders/services'],
};

const viewModule = /from\s+['"](react|react-dom|react-admin|ra-core|ra-ui-materialui|@mui\/[^'"]+)['"]/;
const browserApi = /\b(window|document|localStorage|sessionStorage|navigator)\./;
const plainCache = new Map();

const resolveFile = (base) =>
  ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);

export const isPlain = (file) => {
  if (!plainCache.has(file)) {
    const source = file.endsWith('.ts') ? readFileSync(file, 'utf8') : null;
    plainCache.set(file, source !== null && !viewModule.test(source) && !browserApi.test(source));
  }
  return plainCache.get(file);
};

export const allowedImport = (root, fromFile, target) => {
  const fromTop = relative(root, fromFile).split(sep)[0];
  const allowed = importTable[fromTop];
  if (!allowed) return true;
  const relativeTarget = relative(root, target).split(sep).join('/');
  const targetTop = relativeTarget.split('/')[0];
  if (!(targetTop in importTable)) return true;
  return allowed.some((entry) => {
    if (entry.startsWith('plain:')) {
      return targetTop === entry.slice(6) && isPlain(resolveFile(target) ?? target);
    }
    return relativeTarget === entry || relativeTarget.startsWith(`${entry}/`) || relativeTarget.startsWith(`${entry}.`);
  });
};

const testFile = /\.(test|spec|contract)\.tsx?$|\/testing\//;

export const importTableRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { outside: '{{from}}/ may not import {{target}} (ARCHITECTURE.md section 2)' },
  },
  create(context) {
    const fromFile = context.filename;
    if (testFile.test(fromFile)) return {};
    const root = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(fromFile), specifier);
      if (!allowedImport(root, fromFile, target)) {
        context.report({
          node,
          messageId: 'outside',
          data: { from: relative(root, fromFile).split(sep)[0], target: relative(root, target) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
