#!/usr/bin/env node
// Checks the built console: its first-load JavaScript (every script index.html loads or preloads,
// and everything they import statically, gzip, in KiB of 1,024 bytes) against the budget, and that
// no file of the build holds the sandbox's client secret. Run after `vite build`, or it builds first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

// The schemas the route table reads carry their record rules (a group's parameters checked against
// the parameter catalogue): 256 KiB, still under a minimal react-admin app's 280.5 KiB.
const LIMIT_KB = 256;
const SANDBOX_SECRET = 'sandbox-secret';
const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  execSync('npx vite build', { stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// The signed-in shell's preloads (firstScreen.ts) are added only for a visitor with a session: not a first load.
const html = readFileSync('dist/index.html', 'utf8').replace(
  /<template id="signed-in-preloads">[\s\S]*?<\/template>/,
  '',
);
const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
const loaded = tags
  .filter((tag) => tag.startsWith('<script') || /\brel="modulepreload"/.test(tag))
  .map((tag) => /\b(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
  .filter(Boolean);
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const key = keyOfFile.get(file);
  (key ? (manifest[key].imports ?? []) : []).forEach((imported) => visit(manifest[imported].file));
};
loaded.forEach(visit);
const kib = (file) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;
const files = [...seen];
const total = files.reduce((sum, file) => sum + kib(file), 0);
const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
console.log(
  `first-load JS: ${total.toFixed(1)} KiB gzip in ${files.length} chunk(s); ${lazy} lazy chunks; limit ${LIMIT_KB} KiB`,
);
for (const file of files) console.log(`  ${file}  ${kib(file).toFixed(1)} KiB`);

// Asked for by the entry at start, beside the preloaded scripts: the default language's messages.
const spanish = manifest['i18n/catalogues/es.ts'];
if (spanish) {
  const withImports = [spanish.file, ...(spanish.imports ?? []).map((key) => manifest[key].file)].filter(
    (file) => !seen.has(file),
  );
  const messages = withImports.reduce((sum, file) => sum + kib(file), 0);
  console.log(`  (then the Spanish messages: ${messages.toFixed(1)} KiB in ${withImports.length} chunk(s))`);
}

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const leaking = filesUnder('dist').filter((path) => readFileSync(path).includes(SANDBOX_SECRET));
if (leaking.length) console.log(`the sandbox's client secret is in the build: ${leaking.join(', ')}`);

process.exitCode = total <= LIMIT_KB && leaking.length === 0 ? 0 : 1;
