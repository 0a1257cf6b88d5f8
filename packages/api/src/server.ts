/** Entry point of the bundle (dist/server.js): `PORT=4000 node packages/api/dist/server.js`. */
import { loadConfig } from './config';
import { demoSeed } from './seed/source';
import { createApi } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await createApi(config, demoSeed());
  const { app } = api;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    api.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      port: config.port,
      database: api.db.kind,
      dataDir: api.db.kind === 'pglite' ? config.dataDir : undefined,
    },
    'API ready',
  );
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
