import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/types';

/**
 * The API's Prometheus metrics (docs/observability.md): requests per route and status class,
 * latency histograms per route, 5xx errors, open live sockets, database pool and the process.
 * One registry per API instance, so tests and several apps in one process never mix counts;
 * the process metrics are added by the process's entry point (server.ts), once.
 */
export interface ApiMetrics {
  readonly registry: Registry;
  /** Counts and times every answer of this app (route = its path pattern). */
  observe(app: FastifyInstance): void;
  /** Reports the number of open live sockets on this instance. */
  watchSockets(count: () => number): void;
  /** Reports the database pool on every scrape. */
  watchPool(stats: () => PoolStats | null): void;
}

const UNMATCHED_ROUTE = '(unmatched)';
/** Seconds; the API's targets are in milliseconds, so the low buckets are fine-grained. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  let countSockets: () => number = () => 0;
  new Gauge({
    name: 'live_sockets',
    help: 'Open live sockets on this instance',
    registers: [registry],
    collect() {
      this.set(countSockets());
    },
  });
  let readPool: () => PoolStats | null = () => null;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = readPool();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  return {
    registry,
    observe(app) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const method = request.method;
        const status = reply.statusCode;
        requests.inc({ method, route, status: `${Math.floor(status / 100)}xx` });
        if (status >= 500) errors.inc({ method, route });
        latency.observe({ method, route }, reply.elapsedTime / 1000);
      });
    },
    watchSockets(count) {
      countSockets = count;
    },
    watchPool(stats) {
      readPool = stats;
    },
  };
}

/**
 * Serves `GET /metrics` on a listener of its own, so the scrape port never shares the public
 * port browsers use (by default it listens on loopback only: docs/observability.md).
 */
export function startMetricsServer(
  registry: Registry,
  where: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
