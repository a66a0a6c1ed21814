// Installs the locked dependencies when node_modules is missing or older than package-lock.json,
// so each README command works on a fresh clone. Uses Node built-ins only.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const ensureDependencies = () => {
  const installed = 'node_modules/.package-lock.json';
  const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
};
