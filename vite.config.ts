import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

/**
 * Service calls: /<service>/api/..., the token endpoint /auth/connect/... and the transaction
 * service's own paths. Console URLs such as /commerce share their first segment with a service
 * prefix, so only these are proxied.
 */
const servicePaths = '^/[a-z]+/(api|connect)(/|$)|^/transactions/';

/**
 * Everything the first page loads statically goes into one chunk: left alone, rolldown cut the
 * modules shared with lazy views into ~50 small first-load chunks, ~25 kB gzip more in all. The
 * HTML entry and main.tsx stay out of the group, so the entry chunk imports it and runs the app
 * (captured, the entry chunk was left empty and the console rendered nothing).
 */
const isEntry = (id: string) => /[\\/](index\.html|src[\\/]main\.tsx)$/.test(id);

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // The first-load chunk is one on purpose (~900 kB raw); `npm run size` guards its gzip weight.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'], test: (id: string) => !isEntry(id) }],
        },
      },
    },
  },
  // In development the console runs on Vite and the services on the sandbox.
  server: { proxy: { [servicePaths]: { target: sandbox } } },
  preview: { proxy: {} },
});
