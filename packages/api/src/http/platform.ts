import { ZHealthResponse, type HealthResponse } from '@mp/contracts';
import type { FastifyInstance } from 'fastify';
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

  app.get('/health', async (_request, reply) => {
    const database = await inFlight.run(() => checkDatabase(db));
    const health: HealthResponse = ZHealthResponse.parse({
      status: database.ok ? 'ok' : 'unavailable',
      database,
      uptimeSeconds: Math.round(process.uptime()),
    });
    return reply.code(database.ok ? 200 : 503).send(health);
  });
  app.get('/docs/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApi),
  );
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
}
