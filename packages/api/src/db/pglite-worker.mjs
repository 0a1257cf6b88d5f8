// Runs PGlite in its own thread: its WebAssembly engine executes queries synchronously, so keeping
// it off the main thread leaves the HTTP event loop free. It also loads PGlite outside any host
// module sandbox (Jest's vm cannot run PGlite's dynamic imports). Plain ESM: it is copied, not bundled.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (port === null) throw new Error('pglite-worker must run as a worker thread');

// pg_trgm backs fuzzy and prefix search (migration 003); PostgreSQL ships it in contrib.
const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });

function describe(error) {
  return {
    message: error instanceof Error ? error.message : String(error),
    code: typeof error?.code === 'string' ? error.code : undefined,
    detail: typeof error?.detail === 'string' ? error.detail : undefined,
    constraint: typeof error?.constraint === 'string' ? error.constraint : undefined,
  };
}

port.on('message', async (message) => {
  const { id, kind } = message;
  try {
    if (kind === 'query') {
      const result = await db.query(message.sql, message.params ?? []);
      port.postMessage({
        id,
        ok: true,
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
      });
    } else if (kind === 'exec') {
      await db.exec(message.sql);
      port.postMessage({ id, ok: true, rows: [], rowCount: 0 });
    } else if (kind === 'close') {
      await db.close();
      port.postMessage({ id, ok: true, rows: [], rowCount: 0 });
    } else {
      port.postMessage({ id, ok: false, error: { message: `unknown message kind ${kind}` } });
    }
  } catch (error) {
    port.postMessage({ id, ok: false, error: describe(error) });
  }
});

port.postMessage({ ready: true });
