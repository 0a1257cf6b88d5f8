import { randomBytes } from 'node:crypto';
import { SEEDED_TENANT_IDS } from '@mp/contracts';
import type { IdentityServerOptions } from './http-server';

/**
 * The shortest INTERNAL_TOKEN production mode accepts: 32 characters, e.g. `openssl rand -hex 32`
 * gives 64. The value once documented as the local default is refused everywhere.
 */
export const MIN_INTERNAL_TOKEN_LENGTH = 32;
const RETIRED_DEFAULT_TOKENS = new Set(['dev-internal-token']);

/** The internal listener's default port: the public one plus one (4100 → 4101). */
export const INTERNAL_PORT_STEP = 1;

type Env = Record<string, string | undefined>;

/** Production mode (`NODE_ENV=production`): explicit secrets, no development tools. */
export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * Checks a shared secret the services are configured with: set, not a retired default, and in
 * production mode at least MIN_INTERNAL_TOKEN_LENGTH characters. Throws a message naming it.
 */
export function checkSecret(name: string, value: string | undefined, production: boolean): string {
  if (value === undefined || value.trim() === '') {
    throw new Error(`${name} is required${production ? ' in production mode' : ''}`);
  }
  if (RETIRED_DEFAULT_TOKENS.has(value)) {
    throw new Error(`${name} is the retired documented default: set a secret of your own`);
  }
  if (production && value.length < MIN_INTERNAL_TOKEN_LENGTH) {
    throw new Error(
      `${name} must have at least ${MIN_INTERNAL_TOKEN_LENGTH} characters in production mode`,
    );
  }
  return value;
}

/** A fresh random internal token (development: one per start). */
export function randomInternalToken(): string {
  return randomBytes(32).toString('hex');
}

// The shell's host → tenant map, as packages/devtools/src/runtime-config.mjs defaults MP_TENANTS.
const DEFAULT_SHELL_HOSTS: Record<string, string> = { localhost: 'demo', 'acme.localhost': 'acme' };
const DEFAULT_SHELL_PORT = 8080;

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be JSON, got: ${raw}`);
  }
}

/**
 * Where the hosted sign-in may send a user back: `<shell origin>/callback` of each tenant.
 * CALLBACK_URLS (JSON tenant → URL list) sets them outright; otherwise they follow the shell's
 * own settings: MP_TENANTS (JSON host → tenant) on SHELL_PORT (default 8080) over http.
 */
export function defaultCallbackUrls(env: Env = {}): Record<string, string[]> {
  if (env.CALLBACK_URLS) {
    const value = parseJson('CALLBACK_URLS', env.CALLBACK_URLS);
    const valid =
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every(
        (urls) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'),
      );
    if (!valid) throw new Error('CALLBACK_URLS must map tenant ids to lists of URLs');
    return value as Record<string, string[]>;
  }
  const hosts = env.MP_TENANTS
    ? (parseJson('MP_TENANTS', env.MP_TENANTS) as Record<string, string>)
    : DEFAULT_SHELL_HOSTS;
  const port = Number(env.SHELL_PORT ?? DEFAULT_SHELL_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`Bad SHELL_PORT: ${env.SHELL_PORT}`);
  }
  const urls: Record<string, string[]> = {};
  for (const [host, tenant] of Object.entries(hosts)) {
    (urls[tenant] ??= []).push(`http://${host}:${port}/callback`);
  }
  return urls;
}

function portOf(env: Env, name: string, fallback: number): number {
  const port = Number(env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Bad ${name}: ${env[name]}`);
  }
  return port;
}

/** How the internal token was chosen: given, or generated for this development start. */
export type InternalTokenSource = 'environment' | 'generated';

export interface ConfiguredOptions {
  options: IdentityServerOptions;
  tokenSource: InternalTokenSource;
}

function mailerOf(env: Env, production: boolean): 'smtp' | 'outbox' {
  const mailer = env.MAILER ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  if (mailer !== 'smtp' && mailer !== 'outbox') throw new Error(`Bad MAILER: ${mailer}`);
  if (mailer === 'smtp' && !env.SMTP_URL) throw new Error('MAILER=smtp needs SMTP_URL');
  if (production && mailer !== 'smtp') {
    throw new Error(
      'Production mode sends codes over SMTP: set SMTP_URL (the outbox is a development tool)',
    );
  }
  return mailer;
}

function seedDemoOf(env: Env, production: boolean): boolean {
  // The seeded accounts share a published password: never by default in production.
  if (production) return env.SEED_DEMO === 'true';
  return env.SEED_DEMO !== 'false';
}

/**
 * The service's options from the environment. Production mode (NODE_ENV=production) refuses to
 * start without INTERNAL_TOKEN and SMTP_URL; development generates a random internal token when
 * none is given (the caller hands it to the API, see server.ts).
 */
export function optionsFromEnv(env: Env, defaultDataDir: string): ConfiguredOptions {
  const production = isProduction(env);
  const port = portOf(env, 'PORT', 4100);
  const mailer = mailerOf(env, production);
  const given = env.INTERNAL_TOKEN;
  const generate = !production && (given === undefined || given === '');
  const internalToken = generate
    ? randomInternalToken()
    : checkSecret('INTERNAL_TOKEN', given, production);
  const options: IdentityServerOptions = {
    port,
    host: env.HOST,
    internalPort: portOf(env, 'INTERNAL_PORT', port === 0 ? 0 : port + INTERNAL_PORT_STEP),
    internalHost: env.INTERNAL_HOST || undefined,
    production,
    dataDir: env.DATA_DIR ?? defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    internalToken,
    smtpUrl: mailer === 'smtp' ? env.SMTP_URL : undefined,
    mailFrom: env.MAIL_FROM,
    seedDemo: seedDemoOf(env, production),
    tenants: env.TENANTS
      ? env.TENANTS.split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [...SEEDED_TENANT_IDS],
    region: env.REGION || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    callbackUrls: defaultCallbackUrls(env),
  };
  return { options, tokenSource: generate ? 'generated' : 'environment' };
}
