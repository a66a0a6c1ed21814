#!/usr/bin/env node
// `npm start`: installs what is missing, builds the console and serves it. Until the sandbox
// stands in for the nine services, the console runs on the in-memory fakerest provider.
import { execSync, spawn } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

const port = process.env.PORT ?? '8080';
ensureDependencies();
execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, VITE_DATA_PROVIDER: 'fakerest' } });
console.log(`\nConsole: http://127.0.0.1:${port}/\n`);
spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit' });
