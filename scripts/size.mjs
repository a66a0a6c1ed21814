#!/usr/bin/env node
// Checks the built console: the JavaScript (gzip, in KiB of 1,024 bytes) a first visit loads before
// its first screen paints, against budgets, and that no file of the build holds the sandbox's client
// secret. Run after `vite build`, or it builds first. The modules come from the build's manifest:
// what index.html loads or preloads, what the start asks for, and everything they import statically
// (bench/signedInScripts.ts reads the same lists in a browser).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

// The login page: the application's chunk (its routes and services) and the login page's chunks.
const LOGIN_LIMIT_KB = 230;
// A signed-in visit: the application's chunk, the layout, the messages and the screen's view (the
// toasts come with the first notification). The bar asked for is a minimal react-admin app's whole
// weight, and each visit's limit.
const SIGNED_IN_BAR_KB = 280;
const SANDBOX_SECRET = 'sandbox-secret';
// The default language's messages, asked for from index.html with the entry's imports.
const MESSAGES = 'i18n/catalogues/es.ts';
// Each visit's view, and what it asks for on demand before its first meaningful paint (the
// home page's first chart and the transactions service's client that reads its figures).
const signedInVisits = [
  {
    path: '/dashboard',
    limit: SIGNED_IN_BAR_KB,
    modules: [
      'resources/dashboards/home/DashboardPage.tsx',
      'resources/dashboards/charts/AccessibleBarChart.tsx',
      'dataProviders/transactions/transactionsHttp.ts',
    ],
  },
  { path: '/Terminal', limit: SIGNED_IN_BAR_KB, modules: ['resources/terminals/list/TerminalList.tsx'] },
];

const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  execSync('npx vite build', { stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const chunkOf = (key) => {
  if (!manifest[key]) throw new Error(`size: no chunk for ${key} in the build`);
  return manifest[key];
};
const kib = (file) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;

/** The files and everything they import statically, in load order. */
const withImports = (files) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const key = keyOfFile.get(file);
    (key ? (manifest[key].imports ?? []) : []).forEach((imported) => visit(manifest[imported].file));
  };
  files.forEach(visit);
  return [...seen];
};

/** The scripts an HTML text loads or preloads. */
const scriptsOf = (html) =>
  [...html.matchAll(/<(script|link)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.startsWith('<script') || /\brel="modulepreload"/.test(tag))
    .map((tag) => /\b(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
    .filter(Boolean);

const html = readFileSync('dist/index.html', 'utf8');
// The signed-in shell's preloads (firstScreen.ts) are added only for a visitor with a session, the
// login page's only for a visitor without one.
// A page's own preloads (`data-signed-in-path`) are added for a signed-in first visit to that path,
// the shared kits (`signed-in-other-preloads`) and the other screens' texts for one to any other path.
const otherPagesTemplate = /<template id="signed-in-other-preloads">[\s\S]*?<\/template>/;
const otherScreensTemplates = /<template data-other-screens-locale="[^"]*">[\s\S]*?<\/template>/g;
const signedInTemplate = /<template id="signed-in-preloads">[\s\S]*?<\/template>/;
const signedOutTemplate = /<template id="signed-out-preloads">[\s\S]*?<\/template>/;
const pageTemplates = /<template data-signed-in-path="([^"]*)"[^>]*>[\s\S]*?<\/template>/g;
// One language's templates are added, the visitor's: a signed-in visit is measured in Spanish, the
// default; the login's figure leaves its messages out (they are printed after it).
const languageTemplates = /<template data-(?:entry|signed-in)-locale="[^"]*">[\s\S]*?<\/template>/g;
const otherLanguagesTemplates = /<template data-(?:entry|signed-in)-locale="(?!es")[^"]*">[\s\S]*?<\/template>/g;
const withoutPages = html.replace(pageTemplates, '').replace(otherPagesTemplate, '').replace(otherScreensTemplates, '');
const loginScripts = scriptsOf(withoutPages.replace(languageTemplates, '').replace(signedInTemplate, ''));
const signedInScripts = scriptsOf(withoutPages.replace(otherLanguagesTemplates, '').replace(signedOutTemplate, ''));
const pageScripts = (path) =>
  [...html.matchAll(pageTemplates)].flatMap((match) => (match[1] === path ? scriptsOf(match[0]) : []));

/** Prints a visit's files and total against its limit (and the bar, when it has one); true when within the limit. */
const report = (label, files, limit, bar) => {
  const total = files.reduce((sum, file) => sum + kib(file), 0);
  const passed = total <= limit;
  const toBar = bar === undefined ? '' : `; bar ${bar} KiB ${total <= bar ? 'reached' : 'not reached yet'}`;
  console.log(
    `${label}: ${total.toFixed(1)} KiB gzip in ${files.length} chunk(s); limit ${limit} KiB ${passed ? 'PASS' : 'FAIL'}${toBar}`,
  );
  for (const file of files) console.log(`  ${file}  ${kib(file).toFixed(1)} KiB`);
  return passed;
};

const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
console.log(`${lazy} lazy chunks`);
const login = withImports(loginScripts);
const loginPassed = report('first-load JS of the login', login, LOGIN_LIMIT_KB);
const messages = withImports([chunkOf(MESSAGES).file]).filter((file) => !login.includes(file));
const messagesKib = messages.reduce((sum, file) => sum + kib(file), 0);
console.log(`  (then the Spanish messages: ${messagesKib.toFixed(1)} KiB in ${messages.length} chunk(s))`);

const signedInPassed = signedInVisits.map(({ path, limit, modules }) =>
  report(
    `signed-in first visit to ${path}, until its first paint`,
    withImports([...signedInScripts, ...pageScripts(path), ...[MESSAGES, ...modules].map((key) => chunkOf(key).file)]),
    limit,
    SIGNED_IN_BAR_KB,
  ),
);

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const leaking = filesUnder('dist').filter((path) => readFileSync(path).includes(SANDBOX_SECRET));
if (leaking.length) console.log(`the sandbox's client secret is in the build: ${leaking.join(', ')}`);

process.exitCode = loginPassed && signedInPassed.every(Boolean) && leaking.length === 0 ? 0 : 1;
