import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders whose tests must wait for outcomes, never for time. */
const FOLDERS = ['src', 'resources', 'dataProviders', 'authProvider', 'sandbox', 'contract', 'e2e', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;

/** Test code: test and spec files, the journeys' helpers in e2e/ and the helpers in testing/ folders. */
const isTestCode = (path: string) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || path.startsWith(`e2e/`) || path.split('/').includes('testing');

/**
 * A promise the clock resolves: `new Promise((resolve) => setTimeout(resolve, ms))` and its
 * spellings (`() => resolve()`, a block body, a type argument). A timer that rejects is a
 * deadline, not a pause, and is not matched.
 */
const CLOCK_PROMISE =
  /new Promise\s*(?:<[^>]*>)?\(\s*(?:async\s*)?\(?\s*(\w+)[^)]*\)?\s*=>[\s\S]{0,120}?setTimeout\(\s*(?:\1\s*[,)]|\(\)\s*=>\s*\{?\s*\1\s*\()/g;
/** The promise form of the timers (`await setTimeout(ms)`). */
const TIMER_PROMISES = /from\s+['"](?:node:)?timers\/promises['"]/g;
/** Playwright's pause. */
const PLAYWRIGHT_PAUSE = /\bwaitForTimeout\s*\(/g;
/** A file that fakes the timers advances them itself: its timers are not real time. */
const FAKES_TIMERS = /\buseFakeTimers\s*\(/;

/** Where `source` pauses on real time, as `line: text`. */
const realTimeWaits = (source: string): string[] => {
  const patterns = FAKES_TIMERS.test(source) ? [PLAYWRIGHT_PAUSE] : [CLOCK_PROMISE, TIMER_PROMISES, PLAYWRIGHT_PAUSE];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `${line}: ${source.split('\n')[line - 1].trim()}`;
    }),
  );
};

const testFilesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return testFilesUnder(path);
    return CODE.test(name) && isTestCode(path) ? [path] : [];
  });

describe('no test pauses on real time', () => {
  it('finds none: tests wait for an outcome, or drive a fake clock', () => {
    const found = FOLDERS.flatMap(testFilesUnder).flatMap((file) =>
      realTimeWaits(readFileSync(file, 'utf8')).map((where) => `${file}:${where}`),
    );
    expect(found).toEqual([]);
  });

  // Spelled apart so this file does not match its own search.
  const timer = `set${''}Timeout`;

  it('would find one', () => {
    expect(realTimeWaits(`await new Promise((resolve) => ${timer}(resolve, 600));`)).toHaveLength(1);
    expect(realTimeWaits(`const pause = () => new Promise<void>((r) => ${timer}(r, 20));`)).toHaveLength(1);
    expect(realTimeWaits(`await new Promise(resolve => {\n  ${timer}(() => resolve(), 50);\n});`)).toEqual([
      `1: await new Promise(resolve => {`,
    ]);
    expect(realTimeWaits(`import { ${timer} as delay } from 'node:timers/promises';`)).toHaveLength(1);
    expect(realTimeWaits(`await page.waitFor${''}Timeout(500);`)).toHaveLength(1);
  });

  it('leaves deadlines, test budgets and fake timers alone', () => {
    expect(realTimeWaits(`test.${timer}(60_000);`)).toEqual([]);
    const deadline = `await new Promise<void>((resolve, reject) => {\n  const giveUp = ${timer}(() => reject(new Error('never showed')), timeout);\n  ready.then(() => { clearTimeout(giveUp); resolve(); });\n});`;
    expect(realTimeWaits(deadline)).toEqual([]);
    expect(
      realTimeWaits(
        `let release!: () => void;\nconst held = new Promise<void>((resolve) => {\n  release = resolve;\n});`,
      ),
    ).toEqual([]);
    const faked = `vi.useFakeTimers();\nconst later = new Promise((resolve) => ${timer}(resolve, 600));\nawait vi.advanceTimersByTimeAsync(600);`;
    expect(realTimeWaits(faked)).toEqual([]);
  });
});
