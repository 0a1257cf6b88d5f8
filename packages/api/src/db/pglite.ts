import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { pgliteWorkerPath } from '../paths';
import { Mutex } from './mutex';
import {
  DatabaseError,
  DatabaseUnavailableError,
  type Database,
  type QueryResult,
  type Queryable,
  type SqlParam,
} from './types';

interface WorkerReply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  rowCount?: number;
  error?: { message: string; code?: string; constraint?: string };
}

type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };

/** Talks to the PGlite worker thread: one request in flight at a time, matched by id. */
class PgliteChannel {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const entry = this.pending.get(reply.id);
      if (entry === undefined) return;
      this.pending.delete(reply.id);
      entry.resolve(reply);
    });
    worker.on('error', (error) =>
      this.fail(new DatabaseUnavailableError('The embedded database failed', error)),
    );
    worker.on('exit', (code) =>
      this.fail(new DatabaseUnavailableError(`The embedded database exited with code ${code}`)),
    );
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const entry of this.pending.values()) entry.reject(error);
    this.pending.clear();
  }

  async send(message: {
    kind: 'query' | 'exec' | 'close';
    sql?: string;
    params?: readonly SqlParam[];
  }): Promise<WorkerReply> {
    if (this.failure !== null) throw this.failure;
    const id = this.nextId++;
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
    if (!reply.ok) {
      const error = reply.error ?? { message: 'unknown PGlite error' };
      throw new DatabaseError(error.message, error.code, error.constraint);
    }
    return reply;
  }
}

async function startWorker(dataDir: string): Promise<Worker> {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(pgliteWorkerPath(), { workerData: { dataDir } });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (message.ready !== true) return;
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`PGlite worker exited during start-up with code ${code}`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  return worker;
}

/** Embedded PostgreSQL persisted in dataDir. Access is serialised; transactions are exclusive. */
export async function openPglite(dataDir: string): Promise<Database> {
  const worker = await startWorker(dataDir);
  const channel = new PgliteChannel(worker);
  const mutex = new Mutex();

  const rawQuery = async <Row>(
    sql: string,
    params: readonly SqlParam[] = [],
  ): Promise<QueryResult<Row>> => {
    const reply = await channel.send({ kind: 'query', sql, params });
    return { rows: (reply.rows ?? []) as Row[], rowCount: reply.rowCount ?? 0 };
  };
  const rawExec = async (sql: string): Promise<void> =>
    void (await channel.send({ kind: 'exec', sql }));
  const direct: Queryable = { query: rawQuery, exec: rawExec };

  let closed = false;
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => rawQuery(sql, params)),
    exec: (sql) => mutex.run(() => rawExec(sql)),
    transaction: (fn) =>
      mutex.run(async () => {
        await rawQuery('BEGIN');
        try {
          const result = await fn(direct);
          await rawQuery('COMMIT');
          return result;
        } catch (error) {
          await rawQuery('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await mutex.run(() => channel.send({ kind: 'close' }).then(() => undefined));
      await worker.terminate();
    },
  };
}
