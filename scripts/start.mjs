#!/usr/bin/env node
// `npm start`: installs what is missing, builds the console, seeds the sandbox database on first
// start, and serves the console with the nine sandbox services at http://127.0.0.1:8080/.
import { execSync, spawn } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
execSync('npx vite build', { stdio: 'inherit' });
const sandbox = spawn('npx', ['tsx', 'sandbox/main.ts', 'start', ...process.argv.slice(2)], { stdio: 'inherit' });
const stop = () => sandbox.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
sandbox.on('exit', (code) => process.exit(code ?? 0));
