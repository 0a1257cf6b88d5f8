// `pnpm bench:api`: builds and starts the API on PGlite, then on a private PostgreSQL, and
// measures a public settings call and a private list call with autocannon (~10 s each).
// Private calls are signed like the front end signs them: a real identity service (its built
// dist/server.js) signs the seeded customer in, and the front end's SigV4 signer
// (@mp/signed-http, bundled here with esbuild) signs with the temporary credentials. SigV4 has
// no nonce, so one signed GET is replayed for the whole (shorter than the 5-minute clock-skew
// window) run. Results: bench/results/api.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { freePort, percentile, startServer, writeResult } from './bench-kit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');
const repoRoot = path.resolve(packageRoot, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMER_EMAIL = 'customer@demo.test';
const SEEDED_PASSWORD = 'Passw0rd!';
const INTERNAL_TOKEN = 'api-bench-internal-token';
const REGION = 'local';
const FREELANCERS = [
  '0000000d-0000-4000-8000-000000000004',
  '0000000d-0000-4000-8000-000000000005',
];

/** The front end's signer and credential exchange, bundled from @mp/signed-http's source. */
async function loadSigner() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-api-bench-signer-'));
  const outfile = path.join(dir, 'signer.cjs');
  await build({
    stdin: {
      contents: "export { createSigner, identityPoolCredentials } from '@mp/signed-http';",
      resolveDir: packageRoot,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    // CommonJS: the signer's AWS crypto dependencies require() Node built-ins.
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
  const signer = createRequire(import.meta.url)(outfile);
  rmSync(dir, { recursive: true, force: true });
  return signer;
}

/** Signs the seeded demo customer in and returns a function that signs requests as them. */
async function signedInCustomer(identityUrl, signer) {
  const config = await (await fetch(`${identityUrl}/config`)).json();
  const pool = config.tenants.find((t) => t.tenantId === 'demo');
  const auth = await fetch(identityUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: CUSTOMER_EMAIL, PASSWORD: SEEDED_PASSWORD },
    }),
  });
  const idToken = (await auth.json()).AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`${CUSTOMER_EMAIL} could not sign in (${auth.status})`);
  const credentials = await signer.identityPoolCredentials({
    endpoint: identityUrl,
    identityPoolId: pool.identityPoolId,
    loginProvider: pool.loginProvider,
    idToken: async () => idToken,
  })();
  const sign = signer.createSigner({ region: REGION, credentials: async () => credentials });
  return async (request) => {
    const signed = await sign.sign(request);
    // fetch and autocannon set Host themselves, to the value that was signed.
    return Object.fromEntries(
      Object.entries({ ...request.headers, ...signed }).filter(([name]) => name !== 'host'),
    );
  };
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
  const identityUrl = identity.url;
  const api = await startServer(path.join(packageRoot, 'dist', 'server.js'), {
    IDENTITY_INTERNAL_URL: identity.internalUrl,
    INTERNAL_TOKEN,
    SIGV4_REGION: REGION,
    ...env,
  });
  try {
    const tenant = { 'x-tenant-id': 'demo' };
    const sign = await signedInCustomer(identityUrl, signer);
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
      results.push(
        await benchDatabase('postgres', { DATABASE_URL: postgres.url }, identity, signer),
      );
    } finally {
      await postgres.stop();
    }
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = loadavg();
  const build = spawnSync(process.execPath, [path.join(packageRoot, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const identityBuild = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'packages', 'identity', 'scripts', 'build.mjs')],
    { stdio: 'inherit' },
  );
  if (identityBuild.status !== 0) throw new Error('identity build failed');
  const signer = await loadSigner();

  const results = [];
  const identityDir = mkdtempSync(path.join(tmpdir(), 'mp-api-bench-identity-'));
  const identity = await startServer(
    path.join(repoRoot, 'packages', 'identity', 'dist', 'server.js'),
    { DATA_DIR: identityDir, INTERNAL_TOKEN, REGION, TENANTS: 'demo,acme' },
    { internal: true },
  );
  try {
    await benchAll(results, identity, signer);
  } finally {
    await identity.stop();
    rmSync(identityDir, { recursive: true, force: true });
  }

  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores; load average before the run ${loadBefore.map((l) => l.toFixed(2)).join(', ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (other work on the machine slows every number)`,
    note: 'Private calls are SigV4-signed with real temporary credentials of the seeded demo customer from a real identity service (one signed request replayed); the API resolves the access key at the identity service and caches it until it expires.',
    durationSecondsPerCall: DURATION_S,
    connections: CONNECTIONS,
    results,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  const out = writeResult(repoRoot, 'api', report);
  console.log(`wrote ${path.relative(repoRoot, out)} in ${report.totalSeconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
