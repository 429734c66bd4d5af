// Runs before `npm start`, `npm test` and `npm run bench` so that a fresh clone needs
// nothing but Node and npm: install when node_modules is missing or older than the lock.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';

function isStale() {
  if (!existsSync(installed)) return true;
  if (!existsSync(lock)) return false;
  return statSync(lock).mtimeMs > statSync(installed).mtimeMs;
}

if (isStale()) {
  const command = existsSync(lock)
    ? 'npm ci --no-audit --no-fund'
    : 'npm install --no-audit --no-fund';
  console.log(`[setup] installing dependencies: ${command}`);
  execSync(command, { stdio: 'inherit' });
}
