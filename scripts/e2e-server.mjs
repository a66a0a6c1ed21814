#!/usr/bin/env node
// Serves the console for the end-to-end tests: a production build on the sandbox, with a freshly
// seeded database of its own, so every run starts from the same world.
import { execSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const port = process.argv[2] ?? '4173';
// Per port, so suites on different ports (E2E_PORT) can run side by side.
const database = `.sandbox-data/e2e-${port}.db`;
// `npm test` has just built the console for its size check and passes that build (E2E_CONSOLE_DIR),
// which saves a second build; run alone, the suite builds its own.
const builtDir = process.env.E2E_CONSOLE_DIR;
const consoleDir = builtDir && existsSync(`${builtDir}/index.html`) ? builtDir : `dist-e2e-${port}`;
if (consoleDir !== builtDir) execSync(`npx vite build --outDir ${consoleDir} --emptyOutDir`, { stdio: 'inherit' });
['', '-wal', '-shm'].forEach((suffix) => rmSync(database + suffix, { force: true }));
// Uploaded files live beside the database (sandbox/market/fileStore.ts).
rmSync(`${database}-files`, { recursive: true, force: true });
const server = spawn('npx', ['tsx', 'sandbox/main.ts', 'start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    SANDBOX_DB: database,
    SANDBOX_CONSOLE_DIR: consoleDir,
    // Every test signs in: the brute-force limits must not trip on the suite itself.
    SANDBOX_TOKEN_RATE: '10000',
    SANDBOX_ADDRESS_RATE: '10000',
    SANDBOX_GLOBAL_RATE: '10000',
    // Parallel tests sign in as the one 2FA persona many times a minute, with the code of the moment.
    SANDBOX_TOTP_REUSE: '1',
    // Every test signs in: scrypt's least work factor (each hash keeps its own, so the code is the same).
    SANDBOX_PASSWORD_COST: '1024',
    // The tests read recovery codes from the outbox and change entity flags: helpers of test mode only.
    SANDBOX_TEST_MODE: '1',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
