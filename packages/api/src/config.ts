import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PORT, MEETING_REMINDER_LEAD_MINUTES } from '@mp/contracts';
import { checkSecret } from '@mp/identity';
import {
  DEFAULT_SETTLE_DELAY_MS,
  DEFAULT_VERIFICATION_DELAY_MS,
  SANDBOX_PROVIDER_KIND,
} from './payment-provider/sandbox/test-values';
import type { ExtractionConfig } from './extraction';
import { parseIceServerConfigs, type IceServerConfig } from './video-provider/ice-config';
import { defaultDataDir, defaultFilesDir, defaultInternalTokenFile } from './paths';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The identity service: it checks SigV4 credentials, live sessions and id tokens. */
export interface IdentityConfig {
  /** IDENTITY_INTERNAL_URL: the identity service's internal listener (never its public port). */
  url: string;
  /** INTERNAL_TOKEN: the bearer token of the identity service's internal endpoints. */
  internalToken: string;
  /** SIGV4_REGION: the region the front end signs with. */
  region: string;
  /** REVOCATION_POLL_MS: how often the revocation list is read (sign-outs reach the API). */
  revocationPollMs: number;
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
  /** PAYMENTS_SANDBOX_SETTLE_MS: how long the sandbox takes to settle a charge or transfer. */
  settleDelayMs: number;
  /**
   * PAYMENTS_WEBHOOK_SECRET: the key the provider signs its webhooks with; a random one per
   * start when unset (the built-in sandbox runs in this process and shares it).
   */
  webhookSecret: string;
  /** PAYMENTS_WEBHOOK_URL: where the sandbox sends webhooks; null: this API on loopback. */
  webhookUrl: string | null;
}

export interface SecretsConfig {
  /** LINK_SIGNING_SECRET: mixed into every tenant's key for signed public links ('' when unset). */
  linkSigningSecret: string;
}

/** Work the API does on a clock (docs/milestones.md#recurring-work). */
export interface ScheduleConfig {
  /** RECURRING_TICK_MS: how often recurring cycles are opened and closed; 0 turns it off. */
  recurringTickMs: number;
  /**
   * NOTIFICATION_SWEEP_MS: how often notifications stored outside a request (the payment
   * provider's, the payout sender's) are announced; 0 turns the sweep off.
   */
  notificationSweepMs: number;
  /** CV_PARSE_SWEEP_MS: how often parses a restart left unfinished are looked for; 0: only at start. */
  cvParseSweepMs: number;
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

/** Video calls (docs/video.md): the provider, its room tokens and the ICE servers. */
export interface VideoConfig {
  /** VIDEO_PROVIDER: only the built-in WebRTC provider so far. */
  provider: 'builtin';
  /** VIDEO_TOKEN_SECRET: mixed into every tenant's room-token key ('' when unset). */
  tokenSecret: string;
  /** VIDEO_TOKEN_TTL_SECONDS: how long a room token lets its holder join. */
  tokenTtlSeconds: number;
  /** VIDEO_ICE_SERVERS (a JSON list) plus VIDEO_TURN_URLS with VIDEO_TURN_SECRET. */
  iceServers: IceServerConfig[];
  /** VIDEO_TURN_TTL_SECONDS: how long TURN credentials made from a shared secret work. */
  turnTtlSeconds: number;
}

export interface MetricsConfig {
  /**
   * METRICS_PORT: the Prometheus scrape port, by default PORT + 2 (4002); `off`, or PORT=0
   * (tests), serves none.
   */
  port: number | null;
  /** METRICS_HOST: loopback by default; a deployment opens it to its scraper's network only. */
  host: string;
}

export interface ApiConfig {
  /** NODE_ENV=production: explicit secrets, no development or test doors. */
  production: boolean;
  port: number;
  host: string;
  /**
   * TRUST_PROXY: how many proxies in front of the API may name the client in X-Forwarded-For
   * (0: the socket's address is the client). The per-address rate limits count by it.
   */
  trustProxyHops: number;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set the API uses a pg Pool instead of PGlite. */
  databaseUrl: string | null;
  databasePoolSize: number;
  seedDemo: boolean;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /**
   * CORS_ORIGINS: origins allowed besides the tenants' own sites (any origin whose host is a
   * tenant's host); true (`*`) reflects any origin.
   */
  corsOrigins: true | string[];
  shutdownTimeoutMs: number;
  tenantCacheMs: number;
  /** Where `GET /metrics` is served: a listener of its own (docs/observability.md). */
  metrics: MetricsConfig;
  identity: IdentityConfig;
  storage: StorageConfig;
  /**
   * UPLOAD_SPOOL_DIR: where multipart uploads are written as they arrive, until their request
   * is answered (default `<os temp>/mp-api-uploads`): uploads are never held whole in memory.
   */
  uploadSpoolDir: string;
  payments: PaymentsConfig;
  secrets: SecretsConfig;
  /**
   * OPERATOR_TOKEN: the platform operator's credential (docs/tenants.md#the-operator), at least
   * 32 characters; null when unset, and then no operator call is accepted.
   */
  operatorToken: string | null;
  live: LiveConfig;
  mail: MailConfig;
  scheduling: SchedulingConfig;
  video: VideoConfig;
  /** Custom-data extraction (docs/custom-data.md#ai): the rules, or a chat-completions model. */
  extraction: ExtractionConfig;
  schedule: ScheduleConfig;
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

/** The origins allowed besides the tenants' own sites; `*`: any (docs/security.md#headers). */
function corsOrigins(raw: string | null): true | string[] {
  if (raw === null) return [];
  if (raw === '*') return true;
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

/**
 * INTERNAL_TOKEN, or in development the token the identity service generated for its start and
 * left in INTERNAL_TOKEN_FILE on this machine (`npm start` passes INTERNAL_TOKEN instead).
 */
function internalToken(env: Env, production: boolean): string {
  const given = text(env, 'INTERNAL_TOKEN');
  if (given !== null || production) return checkSecret('INTERNAL_TOKEN', given ?? '', production);
  const file = text(env, 'INTERNAL_TOKEN_FILE') ?? defaultInternalTokenFile();
  if (!existsSync(file)) {
    throw new Error(
      `INTERNAL_TOKEN is not set and ${file} does not exist: start the identity service first ` +
        '(it writes a fresh token there in development; `npm start` runs both) or set INTERNAL_TOKEN',
    );
  }
  return checkSecret(`INTERNAL_TOKEN (from ${file})`, readFileSync(file, 'utf8').trim(), false);
}

function identity(env: Env, production: boolean): IdentityConfig {
  if (text(env, 'IDENTITY_URL') !== null) {
    throw new Error(
      "IDENTITY_URL is no longer read: set IDENTITY_INTERNAL_URL to the identity service's " +
        'internal listener (INTERNAL_PORT, default http://127.0.0.1:4101)',
    );
  }
  return {
    url: text(env, 'IDENTITY_INTERNAL_URL') ?? 'http://127.0.0.1:4101',
    internalToken: internalToken(env, production),
    region: text(env, 'SIGV4_REGION') ?? 'local',
    revocationPollMs: integer(env, 'REVOCATION_POLL_MS', 1000, 50, 60_000),
  };
}

function trustProxyHops(env: Env): number {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false') return 0;
  if (raw === 'true') return 1;
  return integer(env, 'TRUST_PROXY', 0, 0, 10);
}

function secrets(env: Env, production: boolean): SecretsConfig {
  // Used as given (not trimmed): it is part of every signed link's key.
  const linkSigningSecret = env.LINK_SIGNING_SECRET ?? '';
  if (production) checkSecret('LINK_SIGNING_SECRET', linkSigningSecret, true);
  return { linkSigningSecret };
}

/** The operator's token: no default in any mode, and never a short one. */
function operatorToken(env: Env): string | null {
  const raw = env.OPERATOR_TOKEN;
  if (raw === undefined || raw === '') return null;
  return checkSecret('OPERATOR_TOKEN', raw, true);
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
    settleDelayMs: integer(env, 'PAYMENTS_SANDBOX_SETTLE_MS', DEFAULT_SETTLE_DELAY_MS, 0, 600_000),
    webhookSecret: text(env, 'PAYMENTS_WEBHOOK_SECRET') ?? randomBytes(32).toString('hex'),
    webhookUrl: absoluteUrl(env, 'PAYMENTS_WEBHOOK_URL'),
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

function absoluteUrl(env: Env, name: string): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return url.href;
}

function live(env: Env): LiveConfig {
  const token = text(env, 'LIVE_TEST_PUBLISH_TOKEN');
  return {
    redisUrl: env.REDIS_URL || null,
    testPublishToken: env.NODE_ENV === 'production' ? null : token,
  };
}

function jsonList(env: Env, name: string): unknown {
  const raw = text(env, name);
  if (raw === null) return [];
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Error(`${name} must be a JSON list of ICE servers, got "${raw}"`);
  }
}

function video(env: Env): VideoConfig {
  const provider = text(env, 'VIDEO_PROVIDER') ?? 'builtin';
  if (provider !== 'builtin') {
    throw new Error(`VIDEO_PROVIDER "${provider}" is not built in; the built-in one is "builtin"`);
  }
  const iceServers = parseIceServerConfigs(jsonList(env, 'VIDEO_ICE_SERVERS'), 'VIDEO_ICE_SERVERS');
  const turnUrls = text(env, 'VIDEO_TURN_URLS');
  const turnSecret = text(env, 'VIDEO_TURN_SECRET');
  if ((turnUrls === null) !== (turnSecret === null)) {
    throw new Error('VIDEO_TURN_URLS and VIDEO_TURN_SECRET go together: set both or neither');
  }
  if (turnUrls !== null && turnSecret !== null) {
    const urls = turnUrls
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '');
    iceServers.push(
      ...parseIceServerConfigs([{ urls, sharedSecret: turnSecret }], 'VIDEO_TURN_URLS'),
    );
  }
  return {
    provider,
    // Used as given (not trimmed): it is part of every room token's key.
    tokenSecret: env.VIDEO_TOKEN_SECRET ?? '',
    tokenTtlSeconds: integer(env, 'VIDEO_TOKEN_TTL_SECONDS', 600, 30, 3600),
    iceServers,
    turnTtlSeconds: integer(env, 'VIDEO_TURN_TTL_SECONDS', 12 * 3600, 60, 7 * 24 * 3600),
  };
}

/** EXTRACTION_AI_URL turns the model on; without it the built-in rules read every text. */
function extraction(env: Env): ExtractionConfig {
  const url = text(env, 'EXTRACTION_AI_URL');
  if (url === null) return { ai: null };
  if (!/^https?:\/\//.test(url)) {
    throw new Error(`EXTRACTION_AI_URL must be an http(s) URL, got "${url}"`);
  }
  return {
    ai: {
      url,
      apiKey: text(env, 'EXTRACTION_AI_KEY') ?? '',
      model: text(env, 'EXTRACTION_AI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: integer(env, 'EXTRACTION_AI_TIMEOUT_MS', 20_000, 1000, 120_000),
    },
  };
}

function metrics(env: Env): MetricsConfig {
  const host = text(env, 'METRICS_HOST') ?? '127.0.0.1';
  const given = text(env, 'METRICS_PORT');
  if (given === 'off') return { port: null, host };
  if (given !== null) return { port: integer(env, 'METRICS_PORT', 0, 1, 65535), host };
  const apiPort = integer(env, 'PORT', API_PORT, 0, 65535);
  return { port: apiPort === 0 ? null : apiPort + 2, host };
}

/**
 * Reads the configuration from environment variables; the defaults are the README's table.
 * The only place the API reads the environment: everything else gets its part of this.
 * Production mode (NODE_ENV=production) refuses to start without INTERNAL_TOKEN and
 * LINK_SIGNING_SECRET (docs/security.md#production-mode).
 */
export function loadConfig(env: Env = process.env): ApiConfig {
  const dataDir = text(env, 'DATA_DIR');
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: integer(env, 'PORT', API_PORT, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    trustProxyHops: trustProxyHops(env),
    dataDir: dataDir === null ? defaultDataDir() : path.resolve(dataDir),
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    seedDemo: text(env, 'SEED_DEMO') !== 'false',
    logLevel: logLevel(env),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    corsOrigins: corsOrigins(text(env, 'CORS_ORIGINS')),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    tenantCacheMs: integer(env, 'TENANT_CACHE_MS', 5_000, 0, 3_600_000),
    metrics: metrics(env),
    identity: identity(env, production),
    storage: storage(env),
    uploadSpoolDir: path.resolve(
      text(env, 'UPLOAD_SPOOL_DIR') ?? path.join(tmpdir(), 'mp-api-uploads'),
    ),
    payments: payments(env),
    secrets: secrets(env, production),
    operatorToken: operatorToken(env),
    live: live(env),
    mail: mail(env),
    scheduling: scheduling(env),
    video: video(env),
    extraction: extraction(env),
    schedule: {
      recurringTickMs: integer(env, 'RECURRING_TICK_MS', 30_000, 0, 86_400_000),
      notificationSweepMs: integer(env, 'NOTIFICATION_SWEEP_MS', 2_000, 0, 3_600_000),
      cvParseSweepMs: integer(env, 'CV_PARSE_SWEEP_MS', 60_000, 0, 3_600_000),
    },
  };
}
