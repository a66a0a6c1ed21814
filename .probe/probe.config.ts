import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  use: { baseURL: 'http://127.0.0.1:8102', locale: 'es-ES', launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
});
