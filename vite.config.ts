import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

/**
 * Service calls: /<service>/api/..., the token endpoint /auth/connect/... and the transaction
 * service's own paths. Console URLs such as /commerce share their first segment with a service
 * prefix, so only these are proxied.
 */
const servicePaths = '^/[a-z]+/(api|connect)(/|$)|^/transactions/';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', manifest: true, sourcemap: false },
  // In development the console runs on Vite and the services on the sandbox.
  server: { proxy: { [servicePaths]: { target: sandbox } } },
  preview: { proxy: {} },
});
