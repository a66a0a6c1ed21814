#!/usr/bin/env node
// Prints the first-load JavaScript of the console: the scripts index.html loads and everything they
// import statically (gzip), from the Vite manifest. Run after `vite build`, or it builds first.
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 300;
const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  execSync('npx vite build', { stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const html = readFileSync('dist/index.html', 'utf8');
const loaded = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
  (match) => match[1],
);
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const key = keyOfFile.get(file);
  (key ? (manifest[key].imports ?? []) : []).forEach((imported) => visit(manifest[imported].file));
};
loaded.forEach(visit);
const gzip = (file) => gzipSync(readFileSync(`dist/${file}`)).length;
const files = [...seen];
const kb = files.reduce((sum, file) => sum + gzip(file), 0) / 1024;
const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
console.log(
  `first-load JS: ${kb.toFixed(1)} kB gzip in ${files.length} chunk(s); ${lazy} lazy chunks; limit ${LIMIT_KB} kB`,
);
for (const file of files) console.log(`  ${file}  ${(gzip(file) / 1024).toFixed(1)} kB`);
process.exitCode = kb <= LIMIT_KB ? 0 : 1;
