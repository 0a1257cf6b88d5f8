import { API_ERROR_CODES, ZHealthResponse, type HealthResponse } from '@mp/contracts';
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
  // Which tenant a site's host name serves (docs/tenants.md#hosts): the shell's server asks for
  // hosts its own map does not name, so a tenant an operator created is served with no restart.
  app.get('/platform/tenant-by-host', async (request, reply) => {
    const host = (request.query as Record<string, unknown>).host;
    if (typeof host !== 'string' || !HOST_NAME.test(host)) {
      return reply.code(400).send({
        statusCode: 400,
        code: API_ERROR_CODES.validationFailed,
        message: 'The request has invalid fields',
        fields: [{ path: 'query.host', message: 'Expected a lower-case host name' }],
      });
    }
    const found = await inFlight.run(() =>
      db.query<{ tenant_id: string }>(
        'SELECT tenant_id FROM tenants WHERE $1 = ANY (hosts) ORDER BY tenant_id LIMIT 1',
        [host],
      ),
    );
    const tenantId = found.rows[0]?.tenant_id;
    if (tenantId === undefined) {
      return reply.code(404).send({
        statusCode: 404,
        code: API_ERROR_CODES.tenantNotFound,
        message: 'No tenant serves this host',
      });
    }
    return reply.header('cache-control', 'no-store').send({ tenantId });
  });
}

const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
