import { ZHealthResponse, type HealthResponse } from '@mp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { renderDocsHtml } from '../docs/html';
import { buildOpenApi } from '../docs/openapi';
import type { InFlight } from './in-flight';
import type { RouteDefinition } from './route';

async function checkDatabase(db: Database): Promise<HealthResponse['database']> {
  const started = performance.now();
  try {
    await db.query('SELECT 1');
    return {
      kind: db.kind,
      ok: true,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    };
  } catch {
    return {
      kind: db.kind,
      ok: false,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    };
  }
}

/** Tenant-less platform routes: health and documentation. */
export function registerPlatformRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  db: Database,
  inFlight: InFlight,
): void {
  const openApi = JSON.stringify(buildOpenApi(routes));
  const html = renderDocsHtml(routes);

  // Readiness (docs/observability.md#health): may this instance take requests? 503 while its
  // database is away (and, by fastify's return503OnClosing, while it shuts down).
  const readiness = async (_request: FastifyRequest, reply: FastifyReply) => {
    const database = await inFlight.run(() => checkDatabase(db));
    const health: HealthResponse = ZHealthResponse.parse({
      status: database.ok ? 'ok' : 'unavailable',
      database,
      uptimeSeconds: Math.round(process.uptime()),
    });
    return reply.code(database.ok ? 200 : 503).send(health);
  };
  app.get('/health', readiness);
  app.get('/ready', readiness);
  // Liveness: the process answers. Never depends on the database, so an orchestrator does not
  // restart every instance while the database is away.
  app.get('/live', async (_request, reply) =>
    reply.send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );
  app.get('/docs/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApi),
  );
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
}
