// `npm run test:changed [-- --base <ref>]`: the quick loop while working. Typecheck, then the vitest
// files and the e2e journeys of the domains the change touches (e2e/journeysByDomain.ts). The change
// is the working tree against HEAD, or everything since <ref>. A schema is imported by nearly every
// test, so vitest's own module graph (`--changed`) would select most of the suite: the domain's own
// test files stand for the change instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { domainOfGroup, journeyGroupOf, journeysByDomain, type JourneyGroup } from '../e2e/journeysByDomain';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureBrowser } from './find-browser.mjs';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The working tree's changes against HEAD (untracked files included), or everything since `base`. */
const changedSince = (base: string | undefined) => [
  ...new Set([
    ...git('diff', '--name-only', base ?? 'HEAD'),
    ...(base ? [] : git('ls-files', '--others', '--exclude-standard')),
  ]),
];

/** The vitest files of the domains the change touches, and changed test files themselves. */
export const unitTestsFor = (files: readonly string[], testFiles: readonly string[]): string[] => {
  const groups = new Set(files.map(journeyGroupOf).filter((group): group is JourneyGroup => group !== undefined));
  // A change to a domain's own files (its schema) covers its parts; a change in a part, that part.
  const covered = (group: JourneyGroup | undefined) =>
    group !== undefined && (groups.has(group) || groups.has(domainOfGroup(group)));
  const changedTests = files.filter((file) => TEST_FILE.test(file));
  return [...new Set([...changedTests, ...testFiles.filter((file) => covered(journeyGroupOf(file)))])].sort();
};

const TEST_FILE = /\.test\.tsx?$/;

/** The spec files to run: the domains' journeys, changed specs themselves, and specs using a changed helper. */
export const journeysFor = (files: readonly string[]): string[] => {
  const specs = new Set<string>();
  const helpers = files.filter((file) => file.startsWith('e2e/') && !file.endsWith('.spec.ts'));
  for (const file of files) {
    if (file.startsWith('e2e/') && file.endsWith('.spec.ts')) specs.add(file);
    const group = journeyGroupOf(file);
    if (group) journeysByDomain[group].forEach((name) => specs.add(`e2e/${name}.spec.ts`));
  }
  if (helpers.length > 0) journeysByDomain.shared.forEach((name) => specs.add(`e2e/${name}.spec.ts`));
  return [...specs].filter((spec) => existsSync(spec)).sort();
};

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
};

if (process.argv[1]?.endsWith('testChanged.ts')) {
  const started = Date.now();
  const baseIndex = process.argv.indexOf('--base');
  const base = baseIndex > 0 ? process.argv[baseIndex + 1] : undefined;
  const changedFiles = changedSince(base);
  if (changedFiles.length === 0) {
    console.log('Nothing changed against ' + (base ?? 'HEAD') + '.');
    process.exit(0);
  }
  console.log(`${changedFiles.length} changed file(s) against ${base ?? 'HEAD'}.`);
  ensureDependencies();
  const typecheck = run('typecheck', 'node', [
    'node_modules/typescript-native/bin/tsc',
    '--noEmit',
    '-p',
    'tsconfig.json',
  ]);
  const unitTests = unitTestsFor(
    changedFiles,
    git('ls-files', '--cached', '--others', '--exclude-standard').filter((file) => TEST_FILE.test(file)),
  );
  const vitest = unitTests.length === 0 || run('vitest (touched domains)', 'npx', ['vitest', 'run', ...unitTests]);
  const specs = journeysFor(changedFiles);
  let e2e = true;
  if (specs.length > 0) {
    const browser = await ensureBrowser({ beforeInstall: ensureDependencies });
    if (browser.stop) {
      console.error(browser.stop);
      process.exit(1);
    }
    e2e = run('e2e (touched domains)', 'npx', ['playwright', 'test', ...specs], { CHROMIUM_PATH: browser.path });
  } else console.log('\nNo e2e journey covers these files.');
  const ok = typecheck && vitest && e2e;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n${ok ? 'PASS' : 'FAIL'}: typecheck ${typecheck ? 'ok' : 'failed'} | vitest ${unitTests.length === 0 ? 'none' : vitest ? `ok (${unitTests.length} files)` : 'failed'} | e2e ${specs.length === 0 ? 'none' : e2e ? `ok (${specs.length} files)` : 'failed'} | ${seconds} s`,
  );
  process.exit(ok ? 0 : 1);
}
