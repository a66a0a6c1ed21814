import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedImport } from './importTable.mjs';

const root = resolve('.');
const allowed = (from: string, target: string) => allowedImport(root, resolve(from), resolve(target));

describe('the import table (ARCHITECTURE.md section 2)', () => {
  it('keeps the shell out of the sandbox and the sandbox out of the console', () => {
    expect(allowed('src/App.tsx', 'sandbox/sandbox')).toBe(false);
    expect(allowed('sandbox/sandbox.ts', 'src/App')).toBe(false);
    expect(allowed('sandbox/sandbox.ts', 'dataProviders/fakerest')).toBe(false);
  });

  it('lets the sandbox and the providers read plain resource files, never screens', () => {
    expect(allowed('sandbox/engine/records.ts', 'resources/terminals/schema')).toBe(true);
    expect(allowed('sandbox/engine/records.ts', 'resources/terminals/hooks')).toBe(true);
    expect(allowed('dataProviders/fakerest.ts', 'resources/identity/passwordRules')).toBe(true);
    expect(allowed('dataProviders/fakerest.ts', 'resources/identity/code/CodePrompt')).toBe(false);
  });

  it('keeps resources out of the shell and the catalogues free of our code', () => {
    expect(allowed('resources/dashboards/home/DashboardPage.tsx', 'src/ConsoleServicesContext')).toBe(false);
    expect(allowed('resources/dashboards/home/DashboardPage.tsx', 'authProvider/SessionContext')).toBe(true);
    expect(allowed('i18n/errors/es.ts', 'resources/core/fields')).toBe(false);
  });
});
