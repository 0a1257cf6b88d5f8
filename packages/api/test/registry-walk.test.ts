/**
 * Walks the registry: every route is declared completely, every private route refuses anonymous
 * callers, and no caller of another tenant can read or change the demo tenant's data. Routes
 * added later are covered without editing this file: values come from their zod schemas.
 */
import { API_ERROR_CODES, ROLES } from '@mp/contracts';
import type { RouteDefinition } from '../src/http/route';
import { ROUTES } from '../src/registry';
import { account, call, snapshotTenant, setUpTestApi } from './harness';
import { validSamples, type Overrides } from './samples';
import { isRoleRoute, ROLE_ACCOUNTS, sampleRequests, type WalkRequest } from './support/routes';

const PRIVATE_ROUTES = ROUTES.filter((route) => route.access !== 'public');
const OPERATOR_ROUTES = ROUTES.filter((route) => route.access === 'operator');
/**
 * Deactivating one's own account ends the caller's sessions (their credentials then answer 401),
 * so a walk that calls every route as the same accounts calls it last.
 */
const SELF_ENDING = new Set(['requestDeleteAccount']);
const WALK_ORDER = [
  ...PRIVATE_ROUTES.filter((route) => !SELF_ENDING.has(route.operationId)),
  ...PRIVATE_ROUTES.filter((route) => SELF_ENDING.has(route.operationId)),
];
const DEMO_FREELANCER = account('demo', 'freelancer');

/** Values that point at the demo tenant's records wherever a schema asks for an id or e-mail. */
const DEMO_TARGETS: Overrides = {
  id: DEMO_FREELANCER.userId,
  userId: DEMO_FREELANCER.userId,
  freelancerId: DEMO_FREELANCER.userId,
  onBehalfOfUserId: DEMO_FREELANCER.userId,
  email: DEMO_FREELANCER.email,
  username: 'freelancer',
};

function requestsFor(route: RouteDefinition, overrides: Overrides = DEMO_TARGETS): WalkRequest[] {
  return sampleRequests(route, overrides);
}

describe('route registry', () => {
  it('declares schemas and a caller policy for every route', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const route of ROUTES) {
      expect(route.schemas.response).toBeDefined();
      expect(route.summary.length).toBeGreaterThan(0);
      expect(ids.has(route.operationId)).toBe(false);
      ids.add(route.operationId);
      if (route.access === 'operator') {
        // The operator's calls live under /operator/ and never answer a tenant's users.
        expect(route.path.startsWith('/operator/')).toBe(true);
        expect(route.identifiesCaller).toBe(false);
      } else if (isRoleRoute(route)) {
        expect(route.access.length).toBeGreaterThan(0);
        for (const role of route.access)
          expect([ROLES.administrator, ROLES.freelancer, ROLES.customer]).toContain(role);
      } else {
        expect(route.access).toBe('public');
      }
      if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
        expect(route.schemas.body).toBeDefined();
      }
      const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      if (pathParams.length > 0) {
        expect(route.schemas.params).toBeDefined();
        const sampleParams = validSamples(route.schemas.params!)[0] as Record<string, unknown>;
        expect(Object.keys(sampleParams).sort()).toEqual([...pathParams].sort());
      }
    }
  });
});

describe('registry walk against a live app', () => {
  const api = setUpTestApi();

  it('refuses anonymous calls to every private route with 401', async () => {
    for (const route of PRIVATE_ROUTES) {
      for (const request of requestsFor(route)) {
        const response = await call(api, {
          method: route.method,
          url: request.url,
          tenant: 'demo',
          body: request.body,
          headers: request.headers,
        });
        expect({ route: route.operationId, status: response.statusCode }).toEqual({
          route: route.operationId,
          status: 401,
        });
        expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.unauthenticated);
      }
    }
  });

  it('refuses every user of every tenant, administrators included, on operator routes (403 FORBIDDEN_ROLE)', async () => {
    expect(OPERATOR_ROUTES.length).toBeGreaterThan(0);
    const before = await snapshotTenant(api.db, 'demo');
    for (const route of OPERATOR_ROUTES) {
      for (const tenant of ['demo', 'acme'] as const) {
        for (const role of [ROLES.administrator, ROLES.freelancer, ROLES.customer]) {
          const caller = account(tenant, ROLE_ACCOUNTS[role]);
          for (const request of requestsFor(route)) {
            const response = await call(api, {
              method: route.method,
              url: request.url,
              tenant,
              user: caller.userId,
              body: request.body,
              headers: request.headers,
            });
            expect({ route: route.operationId, tenant, role, status: response.statusCode }).toEqual(
              {
                route: route.operationId,
                tenant,
                role,
                status: 403,
              },
            );
            expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.forbiddenRole);
          }
        }
      }
    }
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });

  it('refuses a caller of another tenant who sends the demo tenant header (403 TENANT_MISMATCH)', async () => {
    const before = await snapshotTenant(api.db, 'demo');
    for (const route of PRIVATE_ROUTES) {
      if (!isRoleRoute(route)) continue;
      const caller = account('acme', ROLE_ACCOUNTS[route.access[0]!]);
      for (const request of requestsFor(route)) {
        const response = await call(api, {
          method: route.method,
          url: request.url,
          tenant: 'demo',
          user: caller.userId,
          body: request.body,
          headers: request.headers,
        });
        expect({ route: route.operationId, status: response.statusCode }).toEqual({
          route: route.operationId,
          status: 403,
        });
        expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.tenantMismatch);
      }
    }
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });

  it('shows nothing of the demo tenant on public routes called for acme with demo ids', async () => {
    const before = await snapshotTenant(api.db, 'demo');
    for (const route of ROUTES.filter((r) => r.access === 'public')) {
      for (const request of requestsFor(route)) {
        const response = await call(api, {
          method: route.method,
          url: request.url,
          tenant: 'acme',
          body: request.body,
          headers: request.headers,
        });
        const outcome = { route: route.operationId, status: response.statusCode };
        // 503: a route whose upstream (e.g. the identity service) is not running in this test.
        if (response.statusCode === 503) {
          expect(response.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
          continue;
        }
        expect(outcome.status).toBeLessThan(500);
        expect({ ...outcome, leaks: /0000000d-|@demo\.test/.test(response.body) }).toEqual({
          ...outcome,
          leaks: false,
        });
      }
    }
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });

  it('lets a caller of another tenant neither see nor change demo records by naming their ids', async () => {
    const before = await snapshotTenant(api.db, 'demo');
    for (const route of WALK_ORDER) {
      if (!isRoleRoute(route)) continue;
      for (const role of route.access) {
        const caller = account('acme', ROLE_ACCOUNTS[role]);
        for (const request of requestsFor(route)) {
          const response = await call(api, {
            method: route.method,
            url: request.url,
            tenant: 'acme',
            user: caller.userId,
            body: request.body,
            headers: request.headers,
          });
          const outcome = { route: route.operationId, role, status: response.statusCode };
          expect(outcome.status).toBeLessThan(500);
          if (response.statusCode < 300) {
            // A success may only concern the caller's own tenant: nothing of demo in the answer.
            expect({ ...outcome, leaks: /0000000d-|@demo\.test/.test(response.body) }).toEqual({
              ...outcome,
              leaks: false,
            });
          } else {
            expect([403, 404, 409, 422]).toContain(response.statusCode);
          }
        }
      }
    }
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });
});
