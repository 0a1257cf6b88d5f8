import { SEEDED_TENANT_IDS } from '@mp/contracts';
import type { IdentityServerOptions } from './http-server';

/** Documented local default; every real deployment sets INTERNAL_TOKEN. */
export const DEV_INTERNAL_TOKEN = 'dev-internal-token';

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
export function defaultCallbackUrls(
  env: Record<string, string | undefined> = {},
): Record<string, string[]> {
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

export function optionsFromEnv(
  env: Record<string, string | undefined>,
  defaultDataDir: string,
): IdentityServerOptions {
  const port = Number(env.PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad PORT: ${env.PORT}`);
  const mailer = env.MAILER ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  if (mailer === 'smtp' && !env.SMTP_URL) throw new Error('MAILER=smtp needs SMTP_URL');
  return {
    port,
    host: env.HOST,
    dataDir: env.DATA_DIR ?? defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    internalToken: env.INTERNAL_TOKEN || DEV_INTERNAL_TOKEN,
    smtpUrl: mailer === 'smtp' ? env.SMTP_URL : undefined,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO !== 'false',
    tenants: env.TENANTS
      ? env.TENANTS.split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [...SEEDED_TENANT_IDS],
    region: env.REGION || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    callbackUrls: defaultCallbackUrls(env),
  };
}
