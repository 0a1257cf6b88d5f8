import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PORT, MEETING_REMINDER_LEAD_MINUTES } from '@mp/contracts';
import { DEV_INTERNAL_TOKEN } from '@mp/identity';
import {
  DEFAULT_VERIFICATION_DELAY_MS,
  SANDBOX_PROVIDER_KIND,
} from './payment-provider/sandbox/test-values';
import { defaultDataDir, defaultFilesDir } from './paths';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The identity service: it checks SigV4 credentials, live sessions and id tokens. */
export interface IdentityConfig {
  /** IDENTITY_URL */
  url: string;
  /** INTERNAL_TOKEN: the bearer token of the identity service's internal endpoints. */
  internalToken: string;
  /** SIGV4_REGION: the region the front end signs with. */
  region: string;
}

/** Where uploaded files' bytes live: a local folder, or an S3 bucket when S3_BUCKET is set. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every object name (S3_PREFIX). */
      prefix: string;
      region: string;
      /** An S3-compatible endpoint (S3_ENDPOINT); null: AWS. */
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Keys from the environment; null: the AWS SDK's default chain (profiles, roles). */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
    };

/** The payment provider behind payout accounts (docs/payments.md). */
export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: only the built-in sandbox so far. */
  provider: typeof SANDBOX_PROVIDER_KIND;
  /** How long after the hosted form the sandbox settles verification. */
  verificationDelayMs: number;
  /** The API's public origin for the hosted page's links (behind a proxy); null: as reached. */
  publicUrl: string | null;
}

export interface SecretsConfig {
  /** LINK_SIGNING_SECRET: mixed into every tenant's key for signed public links ('' when unset). */
  linkSigningSecret: string;
}

export interface LiveConfig {
  /** REDIS_URL: fan live events out across API instances; null: this instance only. */
  redisUrl: string | null;
  /** LIVE_TEST_PUBLISH_TOKEN: enables the test-only publish door; always null in production. */
  testPublishToken: string | null;
}

/** E-mail (docs/notifications.md#e-mail): SMTP when SMTP_URL is set, the local outbox otherwise. */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); null: the mail_outbox table. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every e-mail. */
  from: string;
  /**
   * SITE_URL: the site e-mails link to; a tenant's first host replaces its host name, so acme's
   * links go to acme.localhost on the same port.
   */
  siteUrl: string;
}

/** Meeting reminders (docs/scheduling.md#reminders). */
export interface SchedulingConfig {
  /** MEETING_REMINDER_INTERVAL_MS: how often due reminders are sent; 0 turns the sweep off. */
  reminderIntervalMs: number;
  /** MEETING_REMINDER_MINUTES: how long before a meeting both parties are reminded. */
  reminderLeadMinutes: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set the API uses a pg Pool instead of PGlite. */
  databaseUrl: string | null;
  databasePoolSize: number;
  seedDemo: boolean;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** true reflects any origin; otherwise an exact list of allowed origins. */
  corsOrigins: true | string[];
  shutdownTimeoutMs: number;
  tenantCacheMs: number;
  identity: IdentityConfig;
  storage: StorageConfig;
  payments: PaymentsConfig;
  secrets: SecretsConfig;
  live: LiveConfig;
  mail: MailConfig;
  scheduling: SchedulingConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? null : raw;
}

function corsOrigins(raw: string | null): true | string[] {
  if (raw === null || raw === '*') return true;
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

function identity(env: Env): IdentityConfig {
  return {
    url: text(env, 'IDENTITY_URL') ?? 'http://localhost:4100',
    internalToken: text(env, 'INTERNAL_TOKEN') ?? DEV_INTERNAL_TOKEN,
    region: text(env, 'SIGV4_REGION') ?? 'local',
  };
}

function localFilesDir(env: Env): string {
  const dir = text(env, 'FILES_DIR');
  if (dir !== null) return path.resolve(dir);
  // Test runs never write into the repository's data folder.
  return env.NODE_ENV === 'test' ? path.join(tmpdir(), 'mp-api-test-files') : defaultFilesDir();
}

function storage(env: Env): StorageConfig {
  const bucket = text(env, 'S3_BUCKET');
  if (bucket === null) return { kind: 'local', dir: localFilesDir(env) };
  const endpoint = text(env, 'S3_ENDPOINT');
  const accessKeyId = text(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'AWS_SECRET_ACCESS_KEY');
  const sessionToken = text(env, 'AWS_SESSION_TOKEN');
  return {
    kind: 's3',
    bucket,
    prefix: text(env, 'S3_PREFIX') ?? '',
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: (text(env, 'S3_FORCE_PATH_STYLE') ?? (endpoint ? 'true' : 'false')) === 'true',
    credentials:
      accessKeyId !== null && secretAccessKey !== null
        ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
        : null,
  };
}

function paymentPublicUrl(env: Env): string | null {
  const raw = text(env, 'PAYMENTS_SANDBOX_PUBLIC_URL');
  if (raw === null) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PAYMENTS_SANDBOX_PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

function payments(env: Env): PaymentsConfig {
  const provider = text(env, 'PAYMENT_PROVIDER') ?? SANDBOX_PROVIDER_KIND;
  if (provider !== SANDBOX_PROVIDER_KIND) {
    throw new Error(
      `PAYMENT_PROVIDER "${provider}" is not built in; the built-in one is "sandbox"`,
    );
  }
  return {
    provider,
    verificationDelayMs: integer(
      env,
      'PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS',
      DEFAULT_VERIFICATION_DELAY_MS,
      0,
      3_600_000,
    ),
    publicUrl: paymentPublicUrl(env),
  };
}

function smtpUrl(env: Env): string | null {
  const raw = text(env, 'SMTP_URL');
  if (raw === null) return null;
  if (!/^smtps?:\/\/[^/]/i.test(raw) || !URL.canParse(raw)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return raw;
}

function siteUrl(env: Env): string {
  const raw = text(env, 'SITE_URL') ?? 'http://localhost:8080';
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`SITE_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

function mail(env: Env): MailConfig {
  return {
    smtpUrl: smtpUrl(env),
    from: text(env, 'MAIL_FROM') ?? 'Marketplace <no-reply@marketplace.localhost>',
    siteUrl: siteUrl(env),
  };
}

function scheduling(env: Env): SchedulingConfig {
  return {
    reminderIntervalMs: integer(env, 'MEETING_REMINDER_INTERVAL_MS', 30_000, 0, 3_600_000),
    reminderLeadMinutes: integer(
      env,
      'MEETING_REMINDER_MINUTES',
      MEETING_REMINDER_LEAD_MINUTES,
      1,
      1440,
    ),
  };
}

function live(env: Env): LiveConfig {
  const token = text(env, 'LIVE_TEST_PUBLISH_TOKEN');
  return {
    redisUrl: env.REDIS_URL || null,
    testPublishToken: env.NODE_ENV === 'production' ? null : token,
  };
}

/**
 * Reads the configuration from environment variables; the defaults are the README's table.
 * The only place the API reads the environment: everything else gets its part of this.
 */
export function loadConfig(env: Env = process.env): ApiConfig {
  const dataDir = text(env, 'DATA_DIR');
  return {
    port: integer(env, 'PORT', API_PORT, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: dataDir === null ? defaultDataDir() : path.resolve(dataDir),
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    seedDemo: text(env, 'SEED_DEMO') !== 'false',
    logLevel: logLevel(env),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    corsOrigins: corsOrigins(text(env, 'CORS_ORIGINS')),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    tenantCacheMs: integer(env, 'TENANT_CACHE_MS', 5_000, 0, 3_600_000),
    identity: identity(env),
    storage: storage(env),
    payments: payments(env),
    // Used as given (not trimmed): it is part of every signed link's key.
    secrets: { linkSigningSecret: env.LINK_SIGNING_SECRET ?? '' },
    live: live(env),
    mail: mail(env),
    scheduling: scheduling(env),
  };
}
