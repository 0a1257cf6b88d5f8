// `pnpm bench:scale` (docs/deploy.md#scale-out): a signed call at a target rate of 1,000 req/s
// through nginx over one and over two API instances (the built server on a private PostgreSQL,
// live events through a private redis-server), with the same call straight to one instance as a
// reference. The call is the private list of bench:api, SigV4-signed like the front end signs it
// with real temporary credentials from the identity service; autocannon paces the requests
// (overallRate) over enough connections to reach the rate when the service keeps up. Writes
// bench/results/scale.json; the p95 goal is recorded beside each measurement, never enforced.
import { spawn, spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { ensureNginx, startNginx } from '@mp/devtools/nginx';
import {
  freePort,
  percentile,
  runBenchmark,
  signIn,
  startApi,
  startPostgres,
} from './bench-kit.mjs';

const TARGET_RATE = Number(process.env.BENCH_SCALE_RATE ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GOAL_P95_MS = 10;
const CUSTOMER = { tenantId: 'demo', email: 'customer@demo.test' };
const FAVOURITES = ['0000000d-0000-4000-8000-000000000004', '0000000d-0000-4000-8000-000000000005'];
const CALL = '/customers/get-favorite-freelancers';
const TENANT = { 'x-tenant-id': 'demo' };

/** A private, memory-only redis-server for the socket.io Redis adapter. */
async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function signedCall(identity, signer, baseUrl) {
  const { sign } = await signIn(identity.url, signer, CUSTOMER);
  const url = `${baseUrl}${CALL}`;
  return { url, headers: await sign({ method: 'GET', url, headers: TENANT, body: undefined }) };
}

async function favourite(identity, signer, apiUrl) {
  const { sign } = await signIn(identity.url, signer, CUSTOMER);
  for (const freelancerId of FAVOURITES) {
    const url = `${apiUrl}/customers/update-favorite-freelancers`;
    const body = JSON.stringify({ freelancerId, value: true });
    const headers = { ...TENANT, 'content-type': 'application/json' };
    const response = await fetch(url, {
      method: 'POST',
      headers: await sign({ method: 'POST', url, headers, body }),
      body,
    });
    if (!response.ok) throw new Error(`seeding favourites failed: ${response.status}`);
  }
}

function pace(url, headers, durationS) {
  return autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    overallRate: TARGET_RATE,
    duration: durationS,
  });
}

async function measure(name, { url, headers }) {
  await pace(url, headers, WARM_UP_S);
  const times = [];
  const instance = pace(url, headers, DURATION_S);
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95, 3);
  const summary = {
    name,
    targetRequestsPerSecond: TARGET_RATE,
    achievedRequestsPerSecond: Math.round((result.requests.total / DURATION_S) * 10) / 10,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMs: {
      p50: percentile(times, 50, 3),
      p95,
      p99: percentile(times, 99, 3),
      max: result.latency.max,
    },
    goal: { p95Ms: GOAL_P95_MS, met: p95 !== null && p95 <= GOAL_P95_MS },
  };
  console.log(
    `  ${name}: ${summary.achievedRequestsPerSecond} of ${TARGET_RATE} req/s, p50 ${summary.latencyMs.p50} ms, p95 ${p95} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
  );
  return summary;
}

async function throughNginx(name, upstreams, identity, signer) {
  const nginx = await startNginx({ port: await freePort(), upstreams, workers: 1 });
  try {
    return await measure(name, await signedCall(identity, signer, nginx.url));
  } finally {
    await nginx.stop();
  }
}

function versionOf(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n')[0] ?? null;
}

function machineFacts() {
  const { binary, env } = ensureNginx();
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    nginx: versionOf('env', [...Object.entries(env).map(([k, v]) => `${k}=${v}`), binary, '-v']),
    redis: versionOf('redis-server', ['--version']),
  };
}

runBenchmark('scale', async (identity, signer) => {
  const postgres = await startPostgres();
  const redis = await startRedis();
  const instances = [];
  try {
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, TRUST_PROXY: '1' };
    // One after the other: the first migrates and seeds.
    instances.push(await startApi(identity, env));
    instances.push(await startApi(identity, env));
    const [first, second] = instances;
    await favourite(identity, signer, first.url);
    const address = (api) => new URL(api.url).host;
    console.log(`signed ${CALL} at ${TARGET_RATE} req/s for ${DURATION_S} s each`);
    const runs = [
      await measure(
        'one instance, direct (reference)',
        await signedCall(identity, signer, first.url),
      ),
      await throughNginx('nginx, one instance', [address(first)], identity, signer),
      await throughNginx(
        'nginx, two instances',
        [address(first), address(second)],
        identity,
        signer,
      ),
    ];
    return {
      note: `GET ${CALL} (private, SigV4-signed with real temporary credentials of the seeded demo customer; one signed request replayed), paced by autocannon at the target rate over ${CONNECTIONS} connections after a ${WARM_UP_S} s warm-up. The built API on a private PostgreSQL with the Redis adapter; nginx (one worker) with the API part of deploy/nginx.conf. Load generator, nginx, both instances, PostgreSQL and Redis share this machine's cores, so a second instance adds no CPU here: the two-instance run shows the balancing cost and correctness, not the capacity of two machines. The goal is recorded, not enforced.`,
      machineFacts: machineFacts(),
      durationSecondsPerRun: DURATION_S,
      connections: CONNECTIONS,
      runs,
    };
  } finally {
    for (const api of instances.reverse()) await api.stop();
    await redis.stop();
    await postgres.stop();
  }
});
