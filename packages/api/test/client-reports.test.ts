/** What pages report about themselves (docs/observability.md#what-pages-report). */
import { Writable } from 'node:stream';
import type { ClientReport } from '@mp/contracts';
import Fastify from 'fastify';
import { logClientReport } from '../src/domains/client-reports/log';
import { call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

let api: TestApi;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.dispose();
});

const vital: ClientReport = {
  kind: 'vital',
  name: 'LCP',
  value: 1830,
  rating: 'needs-improvement',
  path: '/',
};
const error: ClientReport = {
  kind: 'error',
  message: "Cannot read properties of undefined (reading 'id')",
  source: 'http://localhost:8081/__federation_expose_App.js:1:200',
  path: '/customer/manage',
};

describe('POST /public/client-reports', () => {
  it('takes errors and vitals from an anonymous page of the tenant', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/public/client-reports',
      tenant: 'demo',
      body: { reports: [vital, error] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 2 });
  });

  it('refuses what is not a report, naming the field', async () => {
    const cases = [
      { reports: [] },
      { reports: [{ ...vital, name: 'FID' }] },
      { reports: [{ ...vital, value: -1 }] },
      { reports: [{ ...error, path: '//evil.example/x' }] },
      { reports: [{ ...error, source: 'x'.repeat(501) }] },
      { reports: Array.from({ length: 21 }, () => vital) },
    ];
    for (const body of cases) {
      const response = await call(api, {
        method: 'POST',
        url: '/public/client-reports',
        tenant: 'demo',
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/reports/);
    }
  });

  it('needs a tenant', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/public/client-reports',
      tenant: null,
      body: { reports: [vital] },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the log line of a report', () => {
  it('logs an error at warn and a vital at info, under the request id and the tenant', async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream: sink } });
    const log = app.log.child({ reqId: 'req-1' });
    logClientReport(log, 'demo', error);
    logClientReport(log, 'acme', vital);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'req-1',
      msg: "Cannot read properties of undefined (reading 'id')",
      clientReport: { kind: 'error', tenantId: 'demo', path: '/customer/manage' },
    });
    expect(lines[1]).toMatchObject({
      level: 30,
      msg: 'web vital LCP',
      clientReport: { kind: 'vital', tenantId: 'acme', name: 'LCP', value: 1830 },
    });
  });
});
