import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlValue = string | number | boolean | null | Date;

/** The one data-layer surface the service uses: PGlite (embedded) or a PostgreSQL pool. */
export interface Sql {
  query<Row extends object>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

function openPglite(dataDir: string): Sql {
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  return {
    async query<Row extends object>(text: string, params: readonly SqlValue[] = []) {
      const result = await db.query<Row>(text, [...params]);
      return result.rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    async close() {
      await db.close();
    },
  };
}

function openPostgres(databaseUrl: string): Sql {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return {
    async query<Row extends object>(text: string, params: readonly SqlValue[] = []) {
      const result = await pool.query(text, [...params]);
      return result.rows as Row[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async close() {
      await pool.end();
    },
  };
}

export function openDatabase(options: DatabaseOptions): Sql {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Tables live in their own schema so the identity service can share a server with the API. */
export const SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS identity;
CREATE TABLE IF NOT EXISTS identity.signing_keys (
  kid text PRIMARY KEY,
  pool_id text NOT NULL,
  private_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS identity.users (
  pool_id text NOT NULL,
  sub text NOT NULL,
  email text NOT NULL,
  attributes jsonb NOT NULL,
  salt_hex text NOT NULL,
  verifier_hex text NOT NULL,
  confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pool_id, sub),
  UNIQUE (pool_id, email)
);
CREATE TABLE IF NOT EXISTS identity.codes (
  pool_id text NOT NULL,
  sub text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  sends_in_window integer NOT NULL DEFAULT 1,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pool_id, sub, purpose)
);
CREATE TABLE IF NOT EXISTS identity.refresh_tokens (
  origin_jti text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  pool_id text NOT NULL,
  sub text NOT NULL,
  client_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS refresh_tokens_user ON identity.refresh_tokens (pool_id, sub);
CREATE TABLE IF NOT EXISTS identity.identities (
  identity_id text PRIMARY KEY,
  identity_pool_id text NOT NULL,
  pool_id text NOT NULL,
  sub text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identity_pool_id, sub)
);
CREATE TABLE IF NOT EXISTS identity.credentials (
  access_key_id text PRIMARY KEY,
  secret_access_key text NOT NULL,
  session_token text NOT NULL,
  identity_id text NOT NULL,
  sub text NOT NULL,
  tenant_id text NOT NULL,
  origin_jti text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS credentials_expiry ON identity.credentials (expires_at);
CREATE TABLE IF NOT EXISTS identity.outbox (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS outbox_recipient ON identity.outbox (tenant_id, to_email, id);
CREATE TABLE IF NOT EXISTS identity.revocations (
  seq bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  sub text NOT NULL,
  origin_jti text NOT NULL,
  revoked_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS revocations_time ON identity.revocations (revoked_at, seq);
CREATE TABLE IF NOT EXISTS identity.tenant_pools (
  tenant_id text PRIMARY KEY,
  region text NOT NULL,
  callback_urls jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
