import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const COMPONENT_TESTS = '{src,resources,dataProviders,authProvider,i18n}/**/*.test.tsx';
/**
 * Component files that need modules of their own: react-admin's logout debounce is module state a
 * session ended in an earlier file would carry, and a module mock (`vi.mock`) must be the first load.
 */
const ISOLATED_COMPONENT_TESTS = [
  'src/layout/SessionLate401.test.tsx',
  'resources/maps/pages/MapsPage.test.tsx',
  'resources/views/reactAdminParts/selection/LabelledSelectionRow.test.tsx',
];

const SHARED_MODULES_SETUP = 'src/testing/setupSharedModules.ts';
/** What both component projects share. */
const COMPONENT_PROJECT = {
  environment: 'jsdom',
  setupFiles: ['src/testing/setupComponentTests.ts'],
  testTimeout: 20_000,
};

/** Logic runs in node (`*.test.ts`); components in jsdom with the fakerest provider (`*.test.tsx`). */
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core of two idle (cores - 1 workers); the main process mostly waits.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{src,resources,dataProviders,authProvider,i18n,fixtures,sandbox,scripts,contract}/**/*.test.ts'],
          // Node files share their worker's modules instead of importing everything again per file
          // (the unit run takes half the time); the setup file puts back what a file changed globally.
          isolate: false,
          pool: 'threads',
          // A file's set-up often starts and seeds a sandbox: over the default 10 s on two busy cores.
          hookTimeout: 30_000,
          setupFiles: [SHARED_MODULES_SETUP],
        },
      },
      {
        extends: true,
        test: {
          ...COMPONENT_PROJECT,
          name: 'components',
          include: [COMPONENT_TESTS],
          exclude: [...ISOLATED_COMPONENT_TESTS, ...configDefaults.exclude],
          // Shared modules as for the unit files: importing react-admin and MUI once per worker
          // instead of once per file halves the run. Each file still gets a fresh jsdom.
          isolate: false,
          setupFiles: [SHARED_MODULES_SETUP, ...COMPONENT_PROJECT.setupFiles],
        },
      },
      {
        extends: true,
        test: { ...COMPONENT_PROJECT, name: 'components-isolated', include: ISOLATED_COMPONENT_TESTS },
      },
    ],
  },
});
