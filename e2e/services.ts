import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS, SHELL_APP } from '../packages/devtools/src/apps.mjs';

/**
 * E2E ports sit 10000 above the real ones, so a running `npm start` never collides;
 * MP_E2E_PORT_OFFSET moves a second run elsewhere (two checkouts testing at once).
 */
export const E2E_PORT_OFFSET = Number(process.env.MP_E2E_PORT_OFFSET ?? 10_000);

/** Ports Chromium refuses to fetch from (net/base/port_util.cc) that an offset could reach. */
const BROWSER_BLOCKED_PORTS = [
  2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

function checkOffset(offset: number): void {
  const ports = [4_000, 4_100, 4_101, SHELL_APP.port, ...REMOTE_APPS.map((app) => app.port)];
  const blocked = ports
    .map((port) => port + offset)
    .filter((p) => BROWSER_BLOCKED_PORTS.includes(p));
  if (!Number.isInteger(offset) || blocked.length > 0) {
    throw new Error(
      `MP_E2E_PORT_OFFSET=${process.env.MP_E2E_PORT_OFFSET ?? ''} is not usable: ` +
        (blocked.length > 0
          ? `it puts a service on ${blocked.join(', ')}, which Chromium refuses to load from`
          : 'use a whole number'),
    );
  }
}
checkOffset(E2E_PORT_OFFSET);

/** The API and identity service of the e2e run: 10000 above their real ports, like the apps. */
export const E2E_API_PORT = 4_000 + E2E_PORT_OFFSET;
export const E2E_IDENTITY_PORT = 4_100 + E2E_PORT_OFFSET;
/** The identity service's internal listener (loopback): only the API calls it. */
export const E2E_IDENTITY_INTERNAL_PORT = 4_101 + E2E_PORT_OFFSET;
export const E2E_API_URL = `http://localhost:${E2E_API_PORT}`;
export const E2E_IDENTITY_URL = `http://localhost:${E2E_IDENTITY_PORT}`;

/** How long the sandbox provider takes to settle a charge or transfer in the e2e run. */
export const E2E_SANDBOX_SETTLE_MS = '300';

/** Enables the API's test-only live publish route for the e2e run (never set in production). */
export const E2E_LIVE_PUBLISH_TOKEN = process.env.LIVE_TEST_PUBLISH_TOKEN ?? 'e2e-live';

/**
 * Where the API's operator token (docs/tenants.md#the-operator) is handed to the test workers:
 * a fresh one per run, made by the global setup.
 */
export const OPERATOR_TOKEN_ENV = 'MP_E2E_OPERATOR_TOKEN';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function buildServices(): void {
  const result = spawnSync(
    'pnpm',
    ['--filter', '@mp/api', '--filter', '@mp/identity', 'run', 'build'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('building the API and identity service failed');
}

function start(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    // A DATABASE_URL inherited from the caller would point both services at one database.
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[e2e ${name}] ${chunk}`));
  child.stdout?.resume();
  return child;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The environment variable that tells test workers where to stop and start the services. */
export const SERVICES_CONTROL_ENV = 'MP_E2E_SERVICES_CONTROL';

export type ServiceName = 'api' | 'identity';

interface Service {
  child: ChildProcess;
  readonly url: string;
  readonly launch: () => ChildProcess;
}

/**
 * A loopback control port for the fault tests (e2e/tests/faults.spec.ts):
 * `POST /{api|identity}/{stop|start}` stops or starts that service on its own data, so a test
 * can restart the API mid-session or take the identity service away.
 */
function serveControl(services: Record<ServiceName, Service>): Promise<Server> {
  const server = createServer((request, response) => {
    const [, name, action] = (request.url ?? '').split('/');
    const service = services[name as ServiceName] as Service | undefined;
    const run = async () => {
      if (service === undefined || request.method !== 'POST') throw new Error('unknown control');
      if (action === 'stop') await stop(service.child);
      else if (action === 'start') {
        if (service.child.exitCode === null && service.child.signalCode === null) return;
        service.child = service.launch();
        await waitForHealth(service.url, service.child);
      } else throw new Error('unknown control');
    };
    run().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Builds and starts the API (PGlite) and the identity service, each on a fresh temporary data
 * folder seeded with the demo and acme tenants, and a control port for stopping and starting
 * them (its URL in MP_E2E_SERVICES_CONTROL for the test workers). Resolves to a function that
 * stops everything.
 */
export async function startServices(): Promise<() => Promise<void>> {
  buildServices();
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'mp-e2e-'));
  // A fresh internal token per run, as `npm start` makes one per start.
  const internalToken = randomBytes(32).toString('hex');
  const operatorToken = randomBytes(32).toString('hex');
  process.env[OPERATOR_TOKEN_ENV] = operatorToken;
  const launchIdentity = () =>
    start('identity', 'packages/identity/dist/server.js', {
      PORT: String(E2E_IDENTITY_PORT),
      INTERNAL_PORT: String(E2E_IDENTITY_INTERNAL_PORT),
      INTERNAL_TOKEN: internalToken,
      DATA_DIR: path.join(dataRoot, 'identity'),
      // The hosted sign-in returns only to the e2e shell's /callback (same hosts, e2e port).
      SHELL_PORT: String(SHELL_APP.port + E2E_PORT_OFFSET),
    });
  const launchApi = () =>
    start('api', 'packages/api/dist/server.js', {
      PORT: String(E2E_API_PORT),
      DATA_DIR: path.join(dataRoot, 'api'),
      IDENTITY_INTERNAL_URL: `http://127.0.0.1:${E2E_IDENTITY_INTERNAL_PORT}`,
      INTERNAL_TOKEN: internalToken,
      OPERATOR_TOKEN: operatorToken,
      LIVE_TEST_PUBLISH_TOKEN: E2E_LIVE_PUBLISH_TOKEN,
      // The sandbox settles charges and payouts quickly, so journeys see money arrive.
      PAYMENTS_SANDBOX_SETTLE_MS: E2E_SANDBOX_SETTLE_MS,
    });
  const services: Record<ServiceName, Service> = {
    identity: { child: launchIdentity(), url: E2E_IDENTITY_URL, launch: launchIdentity },
    api: { child: launchApi(), url: E2E_API_URL, launch: launchApi },
  };
  const control = await serveControl(services);
  process.env[SERVICES_CONTROL_ENV] = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  const stopAll = async () => {
    control.close();
    await Promise.all([stop(services.api.child), stop(services.identity.child)]);
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitForHealth(E2E_IDENTITY_URL, services.identity.child),
      waitForHealth(E2E_API_URL, services.api.child),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** Stops or starts the API or the identity service of the run (from a test worker). */
export async function controlService(name: ServiceName, action: 'stop' | 'start'): Promise<void> {
  const control = process.env[SERVICES_CONTROL_ENV];
  if (!control) throw new Error(`${SERVICES_CONTROL_ENV} is not set: run through e2e/global-setup`);
  const response = await fetch(`${control}/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${name}: ${await response.text()}`);
}
