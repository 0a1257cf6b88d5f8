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
