// `pnpm bench:api`: builds and starts the API on PGlite, then on a private PostgreSQL, and
// measures a public settings call and a private list call with autocannon (~10 s each).
// The server runs with the TEST authenticator (NODE_ENV=test, MP_TEST_AUTH=1) so private calls
// need no SigV4 signing here; production never enables it. Results: bench/results/api.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');
const repoRoot = path.resolve(packageRoot, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMER = '0000000d-0000-4000-8000-000000000001';
const FREELANCERS = [
  '0000000d-0000-4000-8000-000000000004',
  '0000000d-0000-4000-8000-000000000005',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not become healthy in time');
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(packageRoot, 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      MP_TEST_AUTH: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 1000) / 1000;
}

async function measure(name, url, headers) {
  const times = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const summary = {
    name,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMs: {
      // Exact percentiles over every response's time (autocannon itself reports no p95).
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      autocannonP97_5: result.latency.p97_5,
      autocannonP99: result.latency.p99,
      max: result.latency.max,
    },
  };
  console.log(
    `  ${name}: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p95 ${summary.latencyMs.p95} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}`,
  );
  return summary;
}

async function benchDatabase(label, env) {
  console.log(`${label}: starting the API`);
  const api = await startApi(env);
  try {
    const tenant = { 'x-tenant-id': 'demo' };
    const signedIn = { ...tenant, 'x-test-user-id': CUSTOMER, 'content-type': 'application/json' };
    for (const freelancerId of FREELANCERS) {
      const response = await fetch(`${api.url}/customers/update-favorite-freelancers`, {
        method: 'POST',
        headers: signedIn,
        body: JSON.stringify({ freelancerId, value: true }),
      });
      if (!response.ok)
        throw new Error(`seeding favourites failed: ${response.status} ${await response.text()}`);
    }
    const publicCall = await measure('GET /settings (public)', `${api.url}/settings`, tenant);
    const privateCall = await measure(
      'GET /customers/get-favorite-freelancers (private, test authenticator)',
      `${api.url}/customers/get-favorite-freelancers`,
      { ...tenant, 'x-test-user-id': CUSTOMER },
    );
    return { database: label, calls: [publicCall, privateCall] };
  } finally {
    await api.stop();
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = loadavg();
  const build = spawnSync(process.execPath, [path.join(packageRoot, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-api-bench-'));
  try {
    results.push(await benchDatabase('pglite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { startPrivatePostgres } = await import(
    path.join(repoRoot, 'packages', 'devtools', 'src', 'postgres.mjs')
  );
  let postgres = null;
  try {
    postgres = await startPrivatePostgres({ port: await freePort() });
  } catch (error) {
    console.warn(`PostgreSQL unavailable, skipped: ${error.message}`);
    results.push({ database: 'postgres', skipped: String(error.message) });
  }
  if (postgres !== null) {
    try {
      results.push(await benchDatabase('postgres', { DATABASE_URL: postgres.url }));
    } finally {
      await postgres.stop();
    }
  }

  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores; load average before the run ${loadBefore.map((l) => l.toFixed(2)).join(', ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (other work on the machine slows every number)`,
    note: 'Server started with the test-only authenticator (NODE_ENV=test, MP_TEST_AUTH=1) so private calls need no SigV4 signing; production never enables it.',
    durationSecondsPerCall: DURATION_S,
    connections: CONNECTIONS,
    results,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  const out = path.join(repoRoot, 'bench', 'results', 'api.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${path.relative(repoRoot, out)} in ${report.totalSeconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
