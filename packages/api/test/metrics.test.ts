/** Prometheus metrics and the health endpoints (docs/observability.md). */
import { startMetricsServer } from '../src/http/metrics';
import { call, setUpTestApi } from './harness';

const api = setUpTestApi();

function sampleOf(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) && wanted.every((label) => candidate.includes(label)),
    );
  return line === undefined ? null : Number(line.split(' ').at(-1));
}

describe('metrics', () => {
  it('counts and times answers per route pattern and status class', async () => {
    const registry = api.api.metrics.registry;
    const before = sampleOf(await registry.metrics(), 'http_requests_total', {
      route: '/health',
      status: '2xx',
    });
    for (let i = 0; i < 3; i += 1) await call(api, { method: 'GET', url: '/health', tenant: null });
    await call(api, { method: 'GET', url: '/no/such/route', tenant: null });
    const text = await registry.metrics();
    expect(sampleOf(text, 'http_requests_total', { route: '/health', status: '2xx' })).toBe(
      (before ?? 0) + 3,
    );
    expect(
      sampleOf(text, 'http_requests_total', { route: '(unmatched)', status: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/health' }),
    ).toBe((before ?? 0) + 3);
    expect(text).toMatch(/^live_sockets \d+$/m);
    if (api.db.kind === 'postgres')
      expect(sampleOf(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('serves /metrics on a listener of its own, and nothing else there', async () => {
    const server = await startMetricsServer(api.api.metrics.registry, {
      port: 0,
      host: '127.0.0.1',
    });
    try {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP port');
      const base = `http://127.0.0.1:${address.port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metrics.text()).toContain('# TYPE http_requests_total counter');
      expect((await fetch(`${base}/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const onPublicPort = await call(api, { method: 'GET', url: '/metrics', tenant: null });
    expect(onPublicPort.statusCode).toBe(404);
  });
});

describe('liveness and readiness', () => {
  it('answers /live and /ready while the database is there', async () => {
    const live = await call(api, { method: 'GET', url: '/live', tenant: null });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await call(api, { method: 'GET', url: '/ready', tenant: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});
