// What the API benchmarks share: building the API and identity service, free ports, a
// service started from its built script and awaited on /health (the API, a private
// PostgreSQL), signing in and signing calls as the front end does, percentiles, and the frame
// of a run that writes its result file under bench/results.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '@mp/devtools/processes';

export { freePort };

const here = path.dirname(fileURLToPath(import.meta.url));
export const API_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..', '..');
export const SEEDED_PASSWORD = 'Passw0rd!';
export const INTERNAL_TOKEN = 'api-bench-internal-token';
export const REGION = 'local';

/** Builds the API and the identity service (what is stale) with their own build scripts. */
export function buildServices() {
  for (const packageName of ['api', 'identity']) {
    const script = path.join(REPO_ROOT, 'packages', packageName, 'scripts', 'build.mjs');
    const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${packageName} build failed`);
  }
}

/** A real identity service on temporary data, for the demo and acme tenants. */
export async function startIdentity() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-identity-'));
  const server = await startServer(
    path.join(REPO_ROOT, 'packages', 'identity', 'dist', 'server.js'),
    {
      DATA_DIR: dataDir,
      INTERNAL_TOKEN,
      REGION,
      TENANTS: 'demo,acme',
    },
    { internal: true },
  );
  return {
    url: server.url,
    internalUrl: server.internalUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The front end's signer and credential exchange, bundled from @mp/signed-http's source. */
export async function loadSigner() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-bench-signer-'));
  const outfile = path.join(dir, 'signer.cjs');
  await build({
    stdin: {
      contents: "export { createSigner, identityPoolCredentials } from '@mp/signed-http';",
      resolveDir: API_ROOT,
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

/** One Cognito-protocol call to the identity service, as amazon-cognito-identity-js sends it. */
async function cognito(identityUrl, target, body) {
  const response = await fetch(identityUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${target}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function poolOf(identityUrl, tenantId) {
  const config = await (await fetch(`${identityUrl}/config`)).json();
  const pool = config.tenants.find((t) => t.tenantId === tenantId);
  if (pool === undefined) throw new Error(`the identity service has no pool for ${tenantId}`);
  return pool;
}

/** Signs up and confirms with the code from the identity service's outbox. */
export async function signUp(identityUrl, { tenantId, email, password }, attributes = {}) {
  const pool = await poolOf(identityUrl, tenantId);
  await cognito(identityUrl, 'SignUp', {
    ClientId: pool.clientId,
    Username: email,
    Password: password,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });
  const outbox = await fetch(
    `${identityUrl}/outbox?tenant=${tenantId}&email=${encodeURIComponent(email)}`,
  );
  const code = (await outbox.json()).messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`no confirmation code for ${email}`);
  await cognito(identityUrl, 'ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: email,
    ConfirmationCode: code,
  });
}

/**
 * Signs a user in with their password and answers their ID token and a function that signs
 * requests as them with the temporary credentials, like the front end does.
 */
export async function signIn(identityUrl, signer, { tenantId, email, password = SEEDED_PASSWORD }) {
  const pool = await poolOf(identityUrl, tenantId);
  const auth = await cognito(identityUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: pool.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const idToken = auth.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`${email} could not sign in`);
  const credentials = await signer.identityPoolCredentials({
    endpoint: identityUrl,
    identityPoolId: pool.identityPoolId,
    loginProvider: pool.loginProvider,
    idToken: async () => idToken,
  })();
  const requestSigner = signer.createSigner({
    region: REGION,
    credentials: async () => credentials,
  });
  const sign = async (request) => {
    const signed = await requestSigner.sign(request);
    // fetch and autocannon set Host themselves, to the value that was signed.
    return Object.fromEntries(
      Object.entries({ ...request.headers, ...signed }).filter(([name]) => name !== 'host'),
    );
  };
  return { idToken, sign };
}

/** The machine and its load around a run: other work on the machine slows every number. */
export function machineNote(loadBefore) {
  const format = (load) => load.map((l) => l.toFixed(2)).join(', ');
  return `${cpus().length} cores; load average before the run ${format(loadBefore)}, after ${format(loadavg())} (other work on the machine slows every number)`;
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

/**
 * The built API on the database `env` names, trusting `identity` (of startIdentity), which it
 * reaches on the identity service's internal listener.
 */
export function startApi(identity, env) {
  return startServer(path.join(API_ROOT, 'dist', 'server.js'), {
    IDENTITY_INTERNAL_URL: identity.internalUrl,
    INTERNAL_TOKEN,
    SIGV4_REGION: REGION,
    ...env,
  });
}

/** A private PostgreSQL cluster (devtools' postgres.mjs) on a free port. */
export async function startPostgres() {
  const { startPrivatePostgres } = await import(
    path.join(REPO_ROOT, 'packages', 'devtools', 'src', 'postgres.mjs')
  );
  return startPrivatePostgres({ port: await freePort() });
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

async function runAndReport(name, measure) {
  const started = Date.now();
  const loadBefore = loadavg();
  buildServices();
  const signer = await loadSigner();
  const identity = await startIdentity();
  let fields;
  try {
    fields = await measure(identity, signer);
  } finally {
    await identity.stop();
  }
  const report = {
    date: new Date().toISOString(),
    machine: machineNote(loadBefore),
    ...fields,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  const out = writeResult(REPO_ROOT, name, report);
  console.log(`wrote ${path.relative(REPO_ROOT, out)} in ${report.totalSeconds} s`);
}

/**
 * Runs a benchmark: builds the services, loads the front end's signer and starts the identity
 * service around `measure(identity, signer)` (`identity.url` is its public URL), then writes the fields it answers, with the
 * date, the machine and the total time, to bench/results/<name>.json. A failure exits with 1.
 */
export function runBenchmark(name, measure) {
  runAndReport(name, measure).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
