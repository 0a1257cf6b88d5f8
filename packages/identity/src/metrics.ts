import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The identity service's Prometheus metrics (docs/observability.md): answers and latency per
 * operation and listener, served on the internal listener's `GET /metrics`.
 */
export interface IdentityMetrics {
  readonly registry: Registry;
  /** Records one request when its answer has been sent. */
  observe(
    listener: 'public' | 'internal',
    req: IncomingMessage,
    res: ServerResponse,
    operationOf: (req: IncomingMessage) => string,
  ): void;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createIdentityMetrics(): IdentityMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'identity_requests_total',
    help: 'Answers by listener, operation and status class',
    labelNames: ['listener', 'operation', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'identity_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, by listener and operation',
    labelNames: ['listener', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observe(listener, req, res, operationOf) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const operation = operationOf(req);
        const status = `${Math.floor(res.statusCode / 100)}xx`;
        requests.inc({ listener, operation, status });
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        latency.observe({ listener, operation }, seconds);
      });
    },
  };
}
