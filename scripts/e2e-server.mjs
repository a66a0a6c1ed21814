#!/usr/bin/env node
// Serves the console for the end-to-end tests: a production build on the fakerest provider.
import { execSync, spawn } from 'node:child_process';

const port = process.argv[2] ?? '4173';
execSync('npx vite build --outDir dist-e2e --emptyOutDir', {
  stdio: 'inherit',
  env: { ...process.env, VITE_DATA_PROVIDER: 'fakerest' },
});
const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-e2e', '--port', port, '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
