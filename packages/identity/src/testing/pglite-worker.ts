import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Sql, SqlValue } from '../db';

/*
 * Jest runs modules inside node:vm without --experimental-vm-modules, where PGlite's own
 * dynamic import() calls fail. For tests the same PGlite database runs in a worker thread
 * (a plain Node context) and queries cross over by message; the SQL is unchanged.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
const db = new PGlite(workerData.dataDir);
parentPort.on('message', async ({ id, kind, text, params }) => {
  try {
    if (kind === 'query') {
      const result = await db.query(text, params);
      parentPort.postMessage({ id, rows: result.rows });
    } else if (kind === 'exec') {
      await db.exec(text);
      parentPort.postMessage({ id, rows: [] });
    } else {
      await db.close();
      parentPort.postMessage({ id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Reply {
  id: number;
  rows?: object[];
  error?: { message: string; code?: string };
}

export function openPgliteInWorker(dataDir: string): Sql {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { dataDir, pglitePath: require.resolve('@electric-sql/pglite') },
  });
  const pending = new Map<
    number,
    { resolve: (rows: object[]) => void; reject: (e: Error) => void }
  >();
  let next = 0;
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if (reply.error) {
      waiter.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    } else {
      waiter.resolve(reply.rows ?? []);
    }
  });
  const call = (kind: string, text = '', params: readonly SqlValue[] = []) =>
    new Promise<object[]>((resolve, reject) => {
      next += 1;
      pending.set(next, { resolve, reject });
      worker.postMessage({ id: next, kind, text, params });
    });
  return {
    async query<Row extends object>(text: string, params?: readonly SqlValue[]) {
      return (await call('query', text, params)) as Row[];
    },
    async exec(text: string) {
      await call('exec', text);
    },
    async close() {
      await call('close');
      await worker.terminate();
    },
  };
}
