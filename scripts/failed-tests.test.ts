import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests } from './failed-tests.mjs';

const vitestFile = (name: string, tests: { fullName: string; status: string; failureMessages: string[] }[]) => ({
  name: join(process.cwd(), name),
  status: tests.some((test) => test.status === 'failed') ? 'failed' : 'passed',
  message: '',
  assertionResults: tests,
});

describe('failedTests', () => {
  it('names each failed vitest test with its file and the first line of its error', () => {
    const report = {
      testResults: [
        vitestFile('src/a.test.ts', [{ fullName: 'a works', status: 'passed', failureMessages: [] }]),
        vitestFile('src/b.test.tsx', [
          { fullName: 'b saves', status: 'failed', failureMessages: ['expected 1 to be 2\n    at b.test.tsx:9'] },
        ]),
      ],
    };
    expect(failedTests(report, null)).toEqual(['vitest src/b.test.tsx › b saves: expected 1 to be 2']);
  });

  it('names a vitest file that failed outside its tests', () => {
    const file = { ...vitestFile('src/c.test.tsx', []), status: 'failed', message: '2 style sheets left\nstack' };
    expect(failedTests({ testResults: [file] }, null)).toEqual(['vitest src/c.test.tsx: 2 style sheets left']);
    const silent = { ...file, message: '' };
    expect(failedTests({ testResults: [silent] }, null)).toEqual(['vitest src/c.test.tsx: failed outside its tests']);
  });

  it('names the failed Playwright specs of nested suites, and nothing when all passed', () => {
    const e2e = {
      suites: [
        {
          specs: [{ ok: true, file: 'login.spec.ts', line: 4, title: 'signs in' }],
          suites: [{ specs: [{ ok: false, file: 'terminals.spec.ts', line: 12, title: 'installs an app' }] }],
        },
      ],
    };
    expect(failedTests(null, e2e)).toEqual(['e2e terminals.spec.ts:12 › installs an app']);
    const unloaded = { suites: [], errors: [{ message: 'Error: No tests found\n  at fixtures.ts:3' }] };
    expect(failedTests(null, unloaded)).toEqual(['e2e: Error: No tests found']);
    expect(failedTests({ testResults: [] }, { suites: [] })).toEqual([]);
  });
});
