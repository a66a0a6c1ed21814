// The names of the tests a run failed, read from vitest's and Playwright's JSON reports: CI keeps
// only the end of the output, where `npm test` prints them next to its summary.
import { relative } from 'node:path';

const firstLine = (text) => (text ?? '').split('\n')[0].slice(0, 240);

const failedVitest = (report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const where = `vitest ${relative('.', file.name)}`;
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0)
      return file.status === 'failed' ? [`${where}: ${firstLine(file.message) || 'failed outside its tests'}`] : [];
    return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });

const failedSpecs = (suite) => [
  ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `e2e ${spec.file}:${spec.line} › ${spec.title}`),
  ...(suite.suites ?? []).flatMap(failedSpecs),
];

export const failedTests = (vitestReport, e2eReport) => [
  ...failedVitest(vitestReport),
  // What failed outside any test: a spec file that does not load, the web server.
  ...(e2eReport?.errors ?? []).map((error) => `e2e: ${firstLine(error.message)}`),
  ...(e2eReport?.suites ?? []).flatMap(failedSpecs),
];
