import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          include: ['{src,resources,dataProviders,authProvider,i18n,fixtures,sandbox,scripts}/**/*.test.ts'],
          // Node files share their worker's modules instead of importing everything again per file
          // (the unit run takes half the time); the setup file puts back what a file changed globally.
          // Component files stay isolated: react-admin keeps module state (its logout debounce).
          isolate: false,
          pool: 'threads',
          setupFiles: ['src/testing/setupUnitTests.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['{src,resources,dataProviders,authProvider,i18n}/**/*.test.tsx'],
          setupFiles: ['src/testing/setupComponentTests.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
