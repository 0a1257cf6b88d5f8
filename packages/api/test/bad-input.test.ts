/**
 * For every route with a body: generated wrong bodies get a 4xx (never a 5xx) and change
 * nothing. Callers are signed in with an allowed role, so the calls reach validation.
 */
import type { RouteDefinition } from '../src/http/route';
import { ROUTES } from '../src/registry';
import { account, call, snapshotTenant, setUpTestApi } from './harness';
import { badBodies, validSamples } from './samples';
import { fillPath, ROLE_ACCOUNTS } from './support/routes';

const BODY_ROUTES = ROUTES.filter((route) => route.schemas.body !== undefined);

function callerFor(route: RouteDefinition): string | null {
  if (route.access === 'public') return null;
  return account('demo', ROLE_ACCOUNTS[route.access[0]!]).userId;
}

function urlFor(route: RouteDefinition): string {
  if (!route.schemas.params) return route.path;
  return fillPath(route, validSamples(route.schemas.params)[0] as Record<string, unknown>);
}

describe('bad input on every route with a body', () => {
  const api = setUpTestApi();

  it('has routes with bodies to check', () => {
    expect(BODY_ROUTES.length).toBeGreaterThan(0);
  });

  it.each(BODY_ROUTES.map((route) => [route.operationId, route] as const))(
    '%s answers 4xx to wrong bodies and changes nothing',
    async (_name, route) => {
      const before = await snapshotTenant(api.db, 'demo');
      const user = callerFor(route);
      const seen = new Set<string>();
      for (const valid of validSamples(route.schemas.body!)) {
        for (const bad of badBodies(valid)) {
          const key = bad.raw ?? JSON.stringify(bad.body);
          if (seen.has(key)) continue;
          seen.add(key);
          const response = await call(api, {
            method: route.method,
            url: urlFor(route),
            user,
            ...(bad.raw !== undefined ? { rawBody: bad.raw } : { body: bad.body }),
            ...(bad.contentType ? { headers: { 'content-type': bad.contentType } } : {}),
          });
          const is4xx = response.statusCode >= 400 && response.statusCode < 500;
          expect({ case: bad.label, is4xx, status: response.statusCode }).toEqual({
            case: bad.label,
            is4xx: true,
            status: response.statusCode,
          });
          const error = response.json<{ code: string; statusCode: number; fields: unknown[] }>();
          expect(error.statusCode).toBe(response.statusCode);
          expect(typeof error.code).toBe('string');
        }
      }
      expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
    },
  );

  it('names each failing field', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: account('demo', 'freelancer').userId,
      body: { type: 'basic', data: { name: 42, extra: true } },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ code: string; fields: { path: string; message: string }[] }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.map((f) => f.path).sort()).toEqual(['body.data.extra', 'body.data.name']);
  });
});
