/** Health, documentation, request ids and the error contract. */
import { API_ERROR_CODE_LIST } from '@mp/contracts';
import { ROUTES } from '../src/registry';
import { account, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.dispose();
});

describe('health and docs', () => {
  it('reports the database in /health', async () => {
    const response = await call(api, { method: 'GET', url: '/health', tenant: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: api.db.kind },
    });
  });

  it('answers 503 from /health when the database is gone', async () => {
    const spare = await startTestApi();
    await spare.db.close();
    const response = await call(spare, { method: 'GET', url: '/health', tenant: null });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
    // Not ready, yet alive: an orchestrator takes it out of rotation rather than restarting it.
    const ready = await call(spare, { method: 'GET', url: '/ready', tenant: null });
    expect(ready.statusCode).toBe(503);
    const live = await call(spare, { method: 'GET', url: '/live', tenant: null });
    expect(live.statusCode).toBe(200);
    await spare.api.app.close();
    await spare.database.drop();
  });

  it('serves an OpenAPI 3.1 document with every route, its callers and schemas', async () => {
    const response = await call(api, { method: 'GET', url: '/docs/openapi.json', tenant: null });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of ROUTES) {
      const op =
        doc.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op).toMatchObject({ operationId: route.operationId });
      expect(op?.['x-callers']).toEqual(
        route.access === 'public' || route.access === 'operator'
          ? route.access
          : expect.arrayContaining([expect.any(String)]),
      );
      if (route.schemas.body) expect(op?.requestBody).toBeDefined();
    }
  });

  it('serves a self-contained HTML page listing every route', async () => {
    const response = await call(api, { method: 'GET', url: '/docs', tenant: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    for (const route of ROUTES) {
      expect(response.body).toContain(route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
      expect(response.body).toContain(`id="${route.operationId}"`);
    }
    expect(response.body).toContain('customer (3)');
  });
});

describe('errors', () => {
  function expectError(
    response: { statusCode: number; json: <T>() => T },
    status: number,
    code: string,
  ) {
    expect(response.statusCode).toBe(status);
    const body = response.json<{
      statusCode: number;
      code: string;
      message: string;
      fields: unknown[];
    }>();
    expect(body).toMatchObject({ statusCode: status, code });
    expect(API_ERROR_CODE_LIST).toContain(body.code);
    expect(Array.isArray(body.fields)).toBe(true);
  }

  it('requires the tenant header (400 TENANT_REQUIRED) and knows tenants (404 TENANT_NOT_FOUND)', async () => {
    expectError(
      await call(api, { method: 'GET', url: '/settings', tenant: null }),
      400,
      'TENANT_REQUIRED',
    );
    expectError(
      await call(api, { method: 'GET', url: '/settings', tenant: 'Not A Tenant!' }),
      400,
      'TENANT_REQUIRED',
    );
    expectError(
      await call(api, { method: 'GET', url: '/settings', tenant: 'nobody' }),
      404,
      'TENANT_NOT_FOUND',
    );
  });

  it('answers unknown routes with 404 ROUTE_NOT_FOUND JSON', async () => {
    expectError(await call(api, { method: 'GET', url: '/no/such/route' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await call(api, { method: 'PATCH', url: '/settings' }), 404, 'ROUTE_NOT_FOUND');
  });

  it('answers malformed JSON 400, too-large bodies 413, non-JSON bodies 415', async () => {
    const user = account('demo', 'customer').userId;
    const url = '/customers/update-favorite-freelancers';
    expectError(
      await call(api, { method: 'POST', url, user, rawBody: '{"freelancerId": ' }),
      400,
      'INVALID_JSON',
    );
    const huge = JSON.stringify({ freelancerId: 'x'.repeat(2 * 1024 * 1024), value: true });
    expectError(
      await call(api, { method: 'POST', url, user, rawBody: huge }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectError(
      await call(api, {
        method: 'POST',
        url,
        user,
        rawBody: 'a=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('validates params and names the field', async () => {
    const response = await call(api, { method: 'GET', url: '/users/not-a-uuid' });
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      'params.id',
    ]);
  });

  it('answers 401 to unknown credentials and 403 to the wrong role', async () => {
    expectError(
      await call(api, {
        method: 'GET',
        url: '/users/me',
        // Well-formed, correctly signed, but never issued by the identity service.
        credentials: {
          accessKeyId: 'ASIANEVERISSUED00000',
          secretAccessKey: 'never-issued-secret-never-issued-secret00',
          sessionToken: 'never-issued-session-token',
          expiration: new Date(Date.now() + 3_600_000),
        },
      }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call(api, {
        method: 'GET',
        url: '/customers/get-favorite-freelancers',
        user: account('demo', 'freelancer').userId,
      }),
      403,
      'FORBIDDEN_ROLE',
    );
  });

  it('honours and returns x-request-id', async () => {
    const given = await call(api, {
      method: 'GET',
      url: '/settings',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await call(api, { method: 'GET', url: '/nope' });
    expect(made.headers['x-request-id']).toEqual(expect.any(String));
    expect(made.json<{ requestId: string }>().requestId).toBe(made.headers['x-request-id']);
  });
});
