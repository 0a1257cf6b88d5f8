/** Values a query parameter may take; send JSON as a string (see toJson) cast with ::jsonb. */
export type SqlParam =
  string | number | boolean | null | Date | readonly string[] | readonly number[];

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

/** The one data layer: PGlite (embedded, default) or a pg Pool (DATABASE_URL). */
/** A database pool's connections right now (PostgreSQL; PGlite has one in-process connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The pool's connections, where there is a pool (metrics). */
  poolStats?(): PoolStats;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database error with the SQLSTATE code, normalised across both drivers. */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly constraint: string | undefined,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

export const UNIQUE_VIOLATION = '23505';

/**
 * The database cannot be reached or refused the connection (down, restarting, out of
 * connections). Nothing of the statement was applied; the caller may retry shortly, so the HTTP
 * layer answers 503 with Retry-After. See docs/security.md#database-unreachable.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a server that cannot serve this connection now: class 08 (connection exception),
 * shutting down or starting up (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a database host that is down, unreachable or dropped the connection. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** What pg throws, without a code, when a connection ends or cannot be made in time. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection ended unexpectedly$/,
];

/** Whether a driver error means the database is unreachable rather than the statement wrong. */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}
