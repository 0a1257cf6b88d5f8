// `pnpm bench:api`: builds and starts the API on PGlite, then on a private PostgreSQL, and
// measures a public settings call and a private list call with autocannon (~10 s each).
// Private calls are signed like the front end signs them: a real identity service (its built
// dist/server.js) signs the seeded customer in, and the front end's SigV4 signer
// (@mp/signed-http, bundled here with esbuild) signs with the temporary credentials. SigV4 has
// no nonce, so one signed GET is replayed for the whole (shorter than the 5-minute clock-skew
// window) run. Results: bench/results/api.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile, runBenchmark, signIn, startApi, startPostgres } from './bench-kit.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMER = { tenantId: 'demo', email: 'customer@demo.test' };
const FREELANCERS = [
  '0000000d-0000-4000-8000-000000000004',
  '0000000d-0000-4000-8000-000000000005',
];

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
      p50: percentile(times, 50, 3),
      p95: percentile(times, 95, 3),
      p99: percentile(times, 99, 3),
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

async function benchDatabase(label, env, identity, signer) {
  console.log(`${label}: starting the API`);
  const api = await startApi(identity, env);
  try {
    const tenant = { 'x-tenant-id': 'demo' };
    const { sign } = await signIn(identity.url, signer, CUSTOMER);
    for (const freelancerId of FREELANCERS) {
      const url = `${api.url}/customers/update-favorite-freelancers`;
      const body = JSON.stringify({ freelancerId, value: true });
      const headers = { ...tenant, 'content-type': 'application/json' };
      const response = await fetch(url, {
        method: 'POST',
        headers: await sign({ method: 'POST', url, headers, body }),
        body,
      });
      if (!response.ok)
        throw new Error(`seeding favourites failed: ${response.status} ${await response.text()}`);
    }
    const publicCall = await measure('GET /settings (public)', `${api.url}/settings`, tenant);
    const privateUrl = `${api.url}/customers/get-favorite-freelancers`;
    const privateCall = await measure(
      'GET /customers/get-favorite-freelancers (private, SigV4-signed)',
      privateUrl,
      await sign({ method: 'GET', url: privateUrl, headers: tenant, body: undefined }),
    );
    return { database: label, calls: [publicCall, privateCall] };
  } finally {
    await api.stop();
  }
}

async function benchAll(results, identity, signer) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-api-bench-'));
  try {
    results.push(await benchDatabase('pglite', { DATA_DIR: dataDir }, identity, signer));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  let postgres = null;
  try {
    postgres = await startPostgres();
  } catch (error) {
    console.warn(`PostgreSQL unavailable, skipped: ${error.message}`);
    results.push({ database: 'postgres', skipped: String(error.message) });
  }
  if (postgres !== null) {
    try {
      results.push(
        await benchDatabase('postgres', { DATABASE_URL: postgres.url }, identity, signer),
      );
    } finally {
      await postgres.stop();
    }
  }
}

runBenchmark('api', async (identity, signer) => {
  const results = [];
  await benchAll(results, identity, signer);
  return {
    note: 'Private calls are SigV4-signed with real temporary credentials of the seeded demo customer from a real identity service (one signed request replayed); the API resolves the access key at the identity service and caches it until it expires.',
    durationSecondsPerCall: DURATION_S,
    connections: CONNECTIONS,
    results,
  };
});
