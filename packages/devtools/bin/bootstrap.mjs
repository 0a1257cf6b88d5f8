#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and `npm run dev` on a machine that may have nothing
// but Node 20: make sure pnpm and the dependencies are there, then hand over to the task.
// Uses only Node built-ins, because nothing else is installed yet when it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '9.15.9';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tasks = { start: 'start.mjs', test: 'test.mjs', dev: 'dev.mjs' };

function run(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
}

function pnpmVersion(command, args) {
  const result = spawnSync(command, [...args, '--version'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns [command, leadingArgs] for a pnpm of the pinned version, installing it if needed. */
function ensurePnpm() {
  if (pnpmVersion('pnpm', []) === PNPM_VERSION) return ['pnpm', []];
  console.log(`[setup] installing pnpm ${PNPM_VERSION} ...`);
  const global = run('npm', [
    'install',
    '--global',
    `pnpm@${PNPM_VERSION}`,
    '--no-fund',
    '--no-audit',
  ]);
  if (global.status === 0 && pnpmVersion('pnpm', []) === PNPM_VERSION) return ['pnpm', []];
  console.log('[setup] global install not possible here; using npx for pnpm');
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

function dependenciesAreCurrent() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  return (
    existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs
  );
}

function main() {
  const task = process.argv[2];
  const script = tasks[task];
  if (!script) {
    console.error(`usage: bootstrap.mjs ${Object.keys(tasks).join('|')}`);
    process.exit(2);
  }
  const [pnpm, pnpmArgs] = ensurePnpm();
  if (!dependenciesAreCurrent()) {
    console.log('[setup] installing dependencies ...');
    const install = run(pnpm, [...pnpmArgs, 'install', '--frozen-lockfile', '--prefer-offline']);
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  const env = {
    ...process.env,
    PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
    MP_PNPM: JSON.stringify([pnpm, ...pnpmArgs]),
  };
  const child = run(
    process.execPath,
    [path.join(root, 'packages/devtools/src', script), ...process.argv.slice(3)],
    {
      env,
    },
  );
  process.exit(child.status ?? (child.signal === 'SIGINT' ? 130 : 1));
}

main();
