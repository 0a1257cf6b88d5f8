/** Entry point of the bundle (dist/server.js): `PORT=4000 node packages/api/dist/server.js`. */
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { loadConfig, type ApiConfig } from './config';
import { demoSeed } from './seed/source';
import { startMetricsServer } from './http/metrics';
import { createApi } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await createApi(config, demoSeed());
  const { app } = api;
  const metricsServer = await serveMetrics(api.metrics.registry, config.metrics, app.log);
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
    metricsServer?.close();
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

/** The scrape listener; a port already taken is logged, never a reason to stay down. */
async function serveMetrics(
  registry: Parameters<typeof startMetricsServer>[0],
  where: ApiConfig['metrics'],
  log: FastifyBaseLogger,
): Promise<Server | null> {
  if (where.port === null) return null;
  collectDefaultMetrics({ register: registry });
  try {
    const server = await startMetricsServer(registry, { port: where.port, host: where.host });
    log.info({ port: where.port, host: where.host }, 'metrics on /metrics');
    return server;
  } catch (error) {
    log.error({ err: error, port: where.port }, 'metrics listener failed; serving without it');
    return null;
  }
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
