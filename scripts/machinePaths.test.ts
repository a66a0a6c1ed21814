import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders whose code runs in tests and scripts. */
const FOLDERS = ['e2e', 'src', 'resources', 'sandbox', 'dataProviders', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;

/**
 * A quoted absolute path into one machine's own folders (a home, a workspace, a temporary or
 * mounted folder, a Windows drive): code that writes there works on that machine only. System
 * executables (`/usr/bin/chromium`) are the same everywhere and stay allowed.
 */
const MACHINE_PATH = new RegExp(
  `['"\`](/(${['work', 'home', 'Users', 'root', 'tmp', 'var', 'mnt', 'opt', 'srv', 'private'].join('|')})/|[A-Za-z]:\\\\)`,
);

const codeFilesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return codeFilesUnder(path);
    return CODE.test(name) ? [path] : [];
  });

describe('no machine-specific path in tests and scripts', () => {
  it('finds none: a test or script writes inside the repository or a temporary folder it makes', () => {
    const found = FOLDERS.flatMap(codeFilesUnder).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (MACHINE_PATH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('would find one', () => {
    expect(MACHINE_PATH.test(`await page.screenshot({ path: '${'/'}work/screens/a.png' });`)).toBe(true);
    expect(MACHINE_PATH.test(`const out = "${'C'}:\\\\Users\\\\me\\\\out.csv";`)).toBe(true);
    expect(MACHINE_PATH.test(`executablePath: '/usr/bin/chromium'`)).toBe(false);
  });
});
