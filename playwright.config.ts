import { defineConfig } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    // The console honours the system's reduced motion (no transitions, no ripples): the same screens
    // without frames to wait through before each click and each settled check.
    reducedMotion: 'reduce',
    // Recording a trace for every test took about a third of the suite's time (resourceRoutes: 3.0 min
    // against 2.1 min without): E2E_TRACE=1 records them, kept for the tests that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: e2eChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
