// What the API benchmarks share: free ports, a service started from its built script and
// awaited on /health, percentiles, and writing a result file under bench/results.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

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

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy in time`);
}

/**
 * Runs a built service script on a free loopback port until it answers /health. With
 * `internal`, the service (the identity service) also gets a free INTERNAL_PORT for its
 * internal listener, answered as `internalUrl`.
 */
export async function startServer(script, env, { timeoutMs = 60_000, internal = false } = {}) {
  const port = await freePort();
  const internalPort = internal ? await freePort() : null;
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(internalPort === null ? {} : { INTERNAL_PORT: String(internalPort) }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const internalUrl = internalPort === null ? null : `http://127.0.0.1:${internalPort}`;
  await waitForHealth(url, child, timeoutMs);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, internalUrl, stop };
}

/** Nearest-rank percentile of ascending samples, rounded to `digits`; null without samples. */
export function percentile(sorted, p, digits = 2) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const scale = 10 ** digits;
  return Math.round(sorted[index] * scale) / scale;
}

/** Writes `report` as bench/results/<name>.json and returns the path written. */
export function writeResult(repoRoot, name, report) {
  const out = path.join(repoRoot, 'bench', 'results', `${name}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  return out;
}
