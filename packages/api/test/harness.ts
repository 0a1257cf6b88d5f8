/**
 * Builds the API in-process on a fresh database per test file: PGlite copied from a saved
 * template folder (migrated and seeded once), or a new database on TEST_DATABASE_URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEEDED_ACCOUNTS, TENANT_HEADER, type SeededAccount } from '@mp/contracts';
import type { Credentials } from '@mp/signed-http';
import pg from 'pg';
import { loadConfig, type ApiConfig } from '../src/config';
import type { Database } from '../src/db/types';
import type { RecordedClient } from '../src/live/test-support';
import { createApi, type RunningApi } from '../src/start';
import { demoSeed } from '../src/seed/source';
import {
  signedHeaders,
  signInCredentials,
  signInIdToken,
  signUpConfirmed,
  startTestIdentity,
  type TestIdentity,
  type Who,
} from './identity-support';

const PACKAGE_ROOT = path.resolve(__dirname, '..');

export const TEST_TIMEOUT_MS = 120_000;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? listFiles(full) : [full];
    });
}

/** The template is rebuilt whenever migrations, seed code/data or contracts change. */
function templateKey(): string {
  const hash = createHash('sha256');
  const sources = [
    path.join(PACKAGE_ROOT, 'migrations'),
    path.join(PACKAGE_ROOT, 'src', 'seed'),
    path.resolve(PACKAGE_ROOT, '..', 'contracts', 'src'),
  ];
  for (const file of sources.flatMap(listFiles)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The platform operator's credential every test API is configured with (OPERATOR_TOKEN). */
export const TEST_OPERATOR_TOKEN = 'api-tests-operator-token-0123456789abcdef';

/** The header an operator call carries (docs/tenants.md#the-operator). */
export const OPERATOR_HEADERS: Readonly<Record<string, string>> = {
  authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
};

function testConfig(overrides: Record<string, string>): ApiConfig {
  // The recurring schedule runs when a test asks (api.schedule.runNow), never on a timer; so
  // does the notification sweep, unless a test sets NOTIFICATION_SWEEP_MS.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RECURRING_TICK_MS: '0',
    NOTIFICATION_SWEEP_MS: '0',
    OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    ...overrides,
  });
}

async function pgliteTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `mp-api-pglite-template-${templateKey()}`);
  if (existsSync(template)) return template;
  const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  // No identity service is needed to migrate and seed: the token only has to be well-formed.
  const api = await createApi(
    testConfig({ DATA_DIR: building, INTERNAL_TOKEN: 'template-build-internal-token' }),
    demoSeed(),
  );
  await api.close();
  try {
    renameSync(building, template);
  } catch {
    // Another worker finished first; its template is equivalent.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export interface TestDatabase {
  /** Environment for loadConfig that points at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function freshPgliteDatabase(): Promise<TestDatabase> {
  const template = await pgliteTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-api-test-'));
  cpSync(template, dir, { recursive: true });
  return {
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new, empty database on the PostgreSQL server of `adminUrl` (a superuser's URL). */
export async function freshPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `mp_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '4' },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? freshPostgresDatabase(adminUrl) : freshPgliteDatabase();
}

/** A database with nothing in it, not even the migrations (for tests of one migration). */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return freshPostgresDatabase(adminUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-api-test-'));
  return {
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One identity service per test file, started on first use and closed after the file. */
let identityStarting: Promise<TestIdentity> | undefined;
/** Temporary credentials per user id, signed in once per file. */
const credentialsCache = new Map<string, Promise<Credentials>>();
/** Users signed up during the file (not seeded), by user id. */
const signedUpUsers = new Map<string, Who>();

export function testIdentity(): Promise<TestIdentity> {
  identityStarting ??= startTestIdentity();
  return identityStarting;
}

afterAll(async () => {
  const starting = identityStarting;
  identityStarting = undefined;
  credentialsCache.clear();
  signedUpUsers.clear();
  if (starting) await (await starting).close();
});

/** Signs a new user up and confirms them through the identity service; returns their user id. */
export async function signUpUser(
  who: Required<Who>,
  attributes: Record<string, string> = {},
): Promise<string> {
  const userId = await signUpConfirmed(await testIdentity(), who, attributes);
  signedUpUsers.set(userId, who);
  return userId;
}

/** Real temporary credentials of a seeded or signed-up user (signed in once per file). */
export function credentialsOf(userId: string): Promise<Credentials> {
  let found = credentialsCache.get(userId);
  if (found === undefined) {
    const who: Who | undefined =
      SEEDED_ACCOUNTS.find((a) => a.userId === userId) ?? signedUpUsers.get(userId);
    if (who === undefined) throw new Error(`${userId} is neither seeded nor signed up`);
    found = testIdentity().then((identity) => signInCredentials(identity, who));
    credentialsCache.set(userId, found);
  }
  return found;
}

/** Headers of a request signed as `userId`, e.g. for a multipart upload sent with fetch. */
export async function signedAs(
  userId: string,
  request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string> },
  multipart = false,
): Promise<Record<string, string>> {
  return signedHeaders(await credentialsOf(userId), { ...request, multipart });
}

export interface TestApi {
  api: RunningApi;
  /** The config the API was built from (the test database, the identity service, `env`). */
  config: ApiConfig;
  identity: TestIdentity;
  /** Base URL of the app, listening on a random loopback port. */
  url: string;
  db: Database;
  database: TestDatabase;
  /** Closes the app and database but keeps the data (for restart tests). */
  close(): Promise<void>;
  /** Closes and drops the database. */
  dispose(): Promise<void>;
}

/** Starts the API on `database` (a fresh one by default); `env` adds configuration variables. */
export async function startTestApi(
  database?: TestDatabase,
  env: Record<string, string> = {},
): Promise<TestApi> {
  const target = database ?? (await createTestDatabase());
  const identity = await testIdentity();
  const config = testConfig({ ...target.env, ...identity.env, ...env });
  const undeclared = new Set<string>();
  const api = await createApi(config, demoSeed(), {
    onUndeclaredErrorCode: (operationId, code) => undeclared.add(`${operationId}: ${code}`),
  });
  /** Every error code a route answered must be one its declaration lists (contracts). */
  const checkDeclaredCodes = () => {
    if (undeclared.size > 0)
      throw new Error(
        `Routes answered error codes their declarations do not list: ${[...undeclared].join(', ')}`,
      );
  };
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the test API is not on a TCP port');
  return {
    api,
    config,
    identity,
    url: `http://127.0.0.1:${address.port}`,
    db: api.db,
    database: target,
    close: async () => {
      await api.close();
      checkDeclaredCodes();
    },
    dispose: async () => {
      await api.close();
      await target.drop();
      checkDeclaredCodes();
    },
  };
}

/**
 * One API on a fresh database for the tests of the calling file (or describe block), started
 * before them and disposed of after them; `env` adds configuration variables. The handle is filled in by that beforeAll, so read
 * it only inside hooks and tests.
 */
export function setUpTestApi(env: Record<string, string> = {}): TestApi {
  jest.setTimeout(TEST_TIMEOUT_MS);
  const handle = {} as TestApi;
  beforeAll(async () => {
    Object.assign(handle, await startTestApi(undefined, env));
  });
  afterAll(async () => {
    await handle.dispose();
  });
  return handle;
}

/** A live socket of a seeded account, connected with its ID token as the front end does. */
export async function connectLiveAs(test: TestApi, who: SeededAccount): Promise<RecordedClient> {
  // Loaded on first use: most test files never open a socket.
  const { connectClient } = await import('../src/live/test-support');
  return connectClient(test.url, {
    userId: who.userId,
    tenantId: who.tenantId,
    token: await signInIdToken(test.identity, who),
  });
}

export function account(tenantId: 'demo' | 'acme', localPart: string): SeededAccount {
  const found = SEEDED_ACCOUNTS.find(
    (a) => a.tenantId === tenantId && a.email === `${localPart}@${tenantId}.test`,
  );
  if (found === undefined) throw new Error(`no seeded account ${localPart}@${tenantId}.test`);
  return found;
}

/** The seeded accounts the API tests act as, by the name the tests give them. */
export const accounts = {
  customer: account('demo', 'customer'),
  orgCustomer: account('demo', 'org-customer'),
  freelancer: account('demo', 'freelancer'),
  agency: account('demo', 'agency'),
  agencyFreelancer: account('demo', 'agency-freelancer'),
  admin: account('demo', 'admin'),
  acmeCustomer: account('acme', 'customer'),
  acmeFreelancer: account('acme', 'freelancer'),
  acmePending: account('acme', 'pending-customer'),
} as const;

/** Where calls go: a test API, or anything else serving it (nginx in front of API processes). */
export type ApiAddress = Pick<TestApi, 'url'>;

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  tenant?: string | null;
  /** Signs the call with real temporary credentials of this (seeded or signed-up) user id. */
  user?: string | null;
  /** Signs the call with these credentials instead. */
  credentials?: Credentials;
  body?: unknown;
  /** Sent as-is (with content-type application/json unless headers say otherwise). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json: <T = unknown>() => T;
}

/**
 * Calls the app over loopback HTTP. (fastify's inject needs light-my-request, whose ESM-only
 * cookie dependency Jest's CommonJS runtime cannot load; a real socket is as close to production.)
 */
export async function call(test: ApiAddress, options: CallOptions): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.tenant !== null) headers[TENANT_HEADER] = options.tenant ?? 'demo';
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const url = `${test.url}${options.url}`;
  const credentials =
    options.credentials ?? (options.user ? await credentialsOf(options.user) : undefined);
  const response = await fetch(url, {
    method: options.method,
    headers: credentials
      ? await signedHeaders(credentials, { method: options.method, url, headers, body: payload })
      : headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body,
    json: <T>() => JSON.parse(body) as T,
  };
}

/**
 * Counted on every signed write or limited call, even one refused for its input: what "changes
 * nothing" means leaves them out (docs/security.md#replayed-signatures, #rate-limits).
 */
const BOOKKEEPING_TABLES = new Set(['signature_nonces', 'rate_limit_counters']);

/** Every row of every tenant-scoped table for one tenant (bookkeeping aside), in a stable order. */
export async function snapshotTenant(
  db: Database,
  tenantId: string,
): Promise<Record<string, string[]>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: table } of tables.rows) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    const rows = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM ${table} t WHERE tenant_id = $1 ORDER BY 1`,
      [tenantId],
    );
    snapshot[table] = rows.rows.map((r) => r.row);
  }
  return snapshot;
}
