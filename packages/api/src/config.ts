import path from 'node:path';
import { API_PORT } from '@mp/contracts';
import { defaultDataDir } from './paths';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

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

/** Reads the configuration from environment variables; the defaults are the README's table. */
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
  };
}
