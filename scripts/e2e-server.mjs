#!/usr/bin/env node
// Serves the console for the end-to-end tests: a production build on the sandbox, with a freshly
// seeded database of its own, so every run starts from the same world.
import { execSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.argv[2] ?? '4173';
const database = '.sandbox-data/e2e.db';
execSync('npx vite build --outDir dist-e2e --emptyOutDir', { stdio: 'inherit' });
['', '-wal', '-shm'].forEach((suffix) => rmSync(database + suffix, { force: true }));
const server = spawn('npx', ['tsx', 'sandbox/main.ts', 'start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    SANDBOX_DB: database,
    SANDBOX_CONSOLE_DIR: 'dist-e2e',
    // Every test signs in: the brute-force limit must not trip on the suite itself.
    SANDBOX_TOKEN_RATE: '10000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
