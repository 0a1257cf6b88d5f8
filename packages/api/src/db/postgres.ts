import pg from 'pg';
import {
  DatabaseError,
  DatabaseUnavailableError,
  isConnectionFailure,
  type Database,
  type QueryResult,
  type Queryable,
  type SqlParam,
} from './types';

interface PgErrorShape {
  message?: string;
  code?: string;
  constraint?: string;
}

function normalise(error: unknown): Error {
  if (typeof error !== 'object' || error === null) return new Error(String(error));
  if (isConnectionFailure(error)) {
    return new DatabaseUnavailableError('The database cannot be reached', error);
  }
  const shape = error as PgErrorShape;
  if (typeof shape.code === 'string') {
    return new DatabaseError(shape.message ?? 'database error', shape.code, shape.constraint);
  }
  return error instanceof Error ? error : new Error(String(shape.message));
}

async function run<Row>(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly SqlParam[] = [],
): Promise<QueryResult<Row>> {
  try {
    const result = await client.query(sql, params as unknown[]);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  } catch (error) {
    throw normalise(error);
  }
}

/** A script of several statements: pg answers an array of results, which nobody needs. */
async function runScript(client: pg.Pool | pg.PoolClient, sql: string): Promise<void> {
  try {
    await client.query(sql);
  } catch (error) {
    throw normalise(error);
  }
}

/**
 * bigint (amounts in minor units, docs/payments.md#amounts; counts) reads as a number, as
 * PGlite reads it; pg would give a string. Beyond the exact range it stays the exact string.
 */
function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** A connection that takes longer than this is given up: the call answers 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5000;

/** Ignores the error event of a checked-out connection: its query rejects with the error too. */
const ignoreClientError = (): undefined => undefined;

async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    const client = await pool.connect();
    // A connection that drops while checked out emits 'error'; unheard, it would end the process.
    client.on('error', ignoreClientError);
    return client;
  } catch (error) {
    throw normalise(error);
  }
}

function release(client: pg.PoolClient, broken: boolean): void {
  client.off('error', ignoreClientError);
  client.release(broken);
}

/**
 * A real PostgreSQL server through a pg Pool (DATABASE_URL). While the server is unreachable
 * every call fails fast with DatabaseUnavailableError; the pool opens new connections by itself
 * once it is back.
 */
export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: TYPES,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await run(pool, 'SELECT 1');
  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: (sql) => runScript(pool, sql),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    transaction: async (fn) => {
      const client = await connect(pool);
      const tx: Queryable = {
        query: (sql, params) => run(client, sql, params),
        exec: (sql) => runScript(client, sql),
      };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await tx.query('BEGIN');
        result = await fn(tx);
        await tx.query('COMMIT');
      } catch (error) {
        // A connection that broke is dropped from the pool instead of being handed out again.
        const broken = error instanceof DatabaseUnavailableError;
        if (!broken) await tx.query('ROLLBACK').catch(() => undefined);
        release(client, broken);
        throw error;
      }
      release(client, false);
      return result;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
