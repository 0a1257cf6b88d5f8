// Small helpers to run the workspace's services as child processes and wait for them.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The pnpm command line chosen by bootstrap.mjs (a global pnpm or npx fallback). */
export function pnpmCommand() {
  const fromBootstrap = process.env.MP_PNPM ? JSON.parse(process.env.MP_PNPM) : ['pnpm'];
  return { command: fromBootstrap[0], args: fromBootstrap.slice(1) };
}

export function runPnpm(args, options = {}) {
  const { command, args: lead } = pnpmCommand();
  return spawnSync(command, [...lead, ...args], { cwd: repoRoot, stdio: 'inherit', ...options });
}

/** Starts a long-running child with its output prefixed by its name. */
export function startService(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForHttp(url, { timeoutMs = 60000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops children gracefully (SIGTERM), then forcefully after a grace period. */
export async function stopChildren(children, graceMs = 8000) {
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    alive.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
