/**
 * For every route with a body: generated wrong bodies get a 4xx (never a 5xx) and change
 * nothing; every string of every documented body, every query and path parameter and the
 * headers carry text no route may take (NUL, lone surrogates) and are refused naming the field.
 * Callers are signed in with an allowed role, so the calls reach validation.
 */
import type { RouteDefinition } from '../src/http/route';
import { ROUTES } from '../src/registry';
import { account, call, OPERATOR_HEADERS, snapshotTenant, setUpTestApi } from './harness';
import {
  badBodies,
  fullSample,
  replaceAt,
  stringLeaves,
  toJsonSchema,
  UNSAFE_TEXTS,
  validSamples,
} from './samples';
import { fillPath, isRoleRoute, ROLE_ACCOUNTS } from './support/routes';

const BODY_ROUTES = ROUTES.filter((route) => route.schemas.body !== undefined);

interface ErrorAnswer {
  code: string;
  statusCode: number;
  fields: { path: string; message: string }[];
}

/** A 400 VALIDATION_FAILED names the failing fields: below the part when the part was an object. */
function expectFieldsNamed(error: ErrorAnswer, sent: unknown, label: string): void {
  if (error.code !== 'VALIDATION_FAILED') return;
  const paths = error.fields.map((field) => field.path);
  const sentObject = sent !== null && typeof sent === 'object' && !Array.isArray(sent);
  const named = paths.some((path) => (sentObject ? /^\w+\./.test(path) : path.length > 0));
  expect({ case: label, named, paths }).toEqual({ case: label, named: true, paths });
}

/** Who calls: a signed-in user of an allowed role, the operator, or nobody (public). */
function callerFor(route: RouteDefinition): {
  user: string | null;
  headers: Record<string, string>;
} {
  if (route.access === 'operator') return { user: null, headers: { ...OPERATOR_HEADERS } };
  if (!isRoleRoute(route)) return { user: null, headers: {} };
  return { user: account('demo', ROLE_ACCOUNTS[route.access[0]!]).userId, headers: {} };
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
      const caller = callerFor(route);
      const seen = new Set<string>();
      for (const valid of validSamples(route.schemas.body!)) {
        for (const bad of badBodies(valid)) {
          const key = bad.raw ?? JSON.stringify(bad.body);
          if (seen.has(key)) continue;
          seen.add(key);
          const response = await call(api, {
            method: route.method,
            url: urlFor(route),
            user: caller.user,
            ...(bad.raw !== undefined ? { rawBody: bad.raw } : { body: bad.body }),
            headers: {
              ...caller.headers,
              ...(bad.contentType ? { 'content-type': bad.contentType } : {}),
            },
          });
          const is4xx = response.statusCode >= 400 && response.statusCode < 500;
          expect({ case: bad.label, is4xx, status: response.statusCode }).toEqual({
            case: bad.label,
            is4xx: true,
            status: response.statusCode,
          });
          const error = response.json<ErrorAnswer>();
          expect(error.statusCode).toBe(response.statusCode);
          expect(typeof error.code).toBe('string');
          expectFieldsNamed(error, bad.raw === undefined ? bad.body : undefined, bad.label);
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

  it('names the fields of a body no branch of its union matches', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: account('demo', 'customer').userId,
      body: { jobID: 'job-1', acceptOffer: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response).sort()).toEqual(['body.acceptOffer', 'body.freelancerID']);
  });
});

type Path = (string | number)[];

function withText(value: unknown, path: Path, text: string): unknown {
  return path.length === 0 ? text : replaceAt(value, path, text);
}

function fieldPaths(response: { json: <T>() => T }): string[] {
  return response.json<ErrorAnswer>().fields.map((field) => field.path);
}

const QUERY_ROUTES = ROUTES.filter((route) => route.schemas.query !== undefined);
const PARAM_ROUTES = ROUTES.filter((route) => route.schemas.params !== undefined);

/** Every documented query parameter with a sample value, as URL text. */
function querySample(route: RouteDefinition): Record<string, string> {
  const value = fullSample(toJsonSchema(route.schemas.query!)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, String(v)]));
}

function queryString(query: Record<string, string>, key: string, encoded: string): string {
  return Object.entries(query)
    .map(([name, v]) => `${name}=${name === key ? encoded : encodeURIComponent(v)}`)
    .join('&');
}

describe('text no route may take, anywhere in a request', () => {
  const api = setUpTestApi();

  it.each(BODY_ROUTES.map((route) => [route.operationId, route] as const))(
    '%s refuses it in every string of its body, naming the field',
    async (_name, route) => {
      const full = fullSample(toJsonSchema(route.schemas.body!));
      const leaves = stringLeaves(full);
      expect(leaves.length + (typeof full === 'object' ? 1 : 0)).toBeGreaterThan(0);
      for (const path of leaves) {
        for (const { label, text } of UNSAFE_TEXTS) {
          const response = await call(api, {
            method: route.method,
            url: urlFor(route),
            ...callerFor(route),
            body: withText(full, path, text),
          });
          const where = ['body', ...path].join('.');
          expect({
            where,
            label,
            status: response.statusCode,
            named: fieldPaths(response),
          }).toEqual({
            where,
            label,
            status: 400,
            named: expect.arrayContaining([where]) as unknown,
          });
        }
      }
    },
  );

  it('refuses it in upload metadata sent as a form (the anonymous upload route)', async () => {
    const form = new FormData();
    form.set('key', 'sample/upload.txt');
    form.set('contentType', 'text/plain');
    form.set('filesize', '5');
    form.set('metadata', JSON.stringify({ n: 'a\u0000b' }));
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'upload.txt');
    const response = await fetch(`${api.url}/apis/s3`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'demo' },
      body: form,
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as ErrorAnswer;
    expect(error.fields.map((field) => field.path)).toContain('body.metadata.n');
  });

  it.each(QUERY_ROUTES.map((route) => [route.operationId, route] as const))(
    '%s refuses it in every query parameter and never fails on odd bytes',
    async (_name, route) => {
      const query = querySample(route);
      for (const key of Object.keys(query)) {
        const base = `${urlFor(route)}?`;
        const nul = await call(api, {
          method: route.method,
          url: `${base}${queryString(query, key, 'a%00b')}`,
          ...callerFor(route),
        });
        expect({ key, status: nul.statusCode, named: fieldPaths(nul) }).toEqual({
          key,
          status: 400,
          named: expect.arrayContaining([`query.${key}`]) as unknown,
        });
        for (const odd of ['%ED%A0%80', '%FF%FE', '%', 'x'.repeat(10_000)]) {
          const response = await call(api, {
            method: route.method,
            url: `${base}${queryString(query, key, odd)}`,
            ...callerFor(route),
          });
          expect({ key, odd: odd.slice(0, 12), status: response.statusCode }).toEqual({
            key,
            odd: odd.slice(0, 12),
            status: expect.any(Number) as unknown,
          });
          expect(response.statusCode).toBeLessThan(500);
        }
      }
    },
  );

  it.each(PARAM_ROUTES.map((route) => [route.operationId, route] as const))(
    '%s refuses it in every path parameter',
    async (_name, route) => {
      const params = validSamples(route.schemas.params!)[0] as Record<string, unknown>;
      for (const key of Object.keys(params)) {
        const response = await call(api, {
          method: route.method,
          url: fillPath(route, { ...params, [key]: 'a\u0000b' }),
          ...callerFor(route),
          ...(route.schemas.body ? { body: validSamples(route.schemas.body)[0] } : {}),
        });
        expect({ key, status: response.statusCode, named: fieldPaths(response) }).toEqual({
          key,
          status: 400,
          named: expect.arrayContaining([`params.${key}`]) as unknown,
        });
      }
    },
  );

  it.each(ROUTES.map((route) => [route.operationId, route] as const))(
    '%s never fails on odd header text',
    async (_name, route) => {
      const headers = {
        'x-request-id': '\u00ff\u00fe',
        'idempotency-key': 'k\u00e9y-\u00ff',
        'accept-language': '\u00ff;q=x',
        origin: 'null',
      };
      for (const tenant of ['demo', 'demo\u00ff']) {
        const response = await call(api, {
          method: route.method,
          url: route.schemas.query
            ? `${urlFor(route)}?${queryString(querySample(route), '', '')}`
            : urlFor(route),
          ...callerFor(route),
          tenant,
          headers,
          ...(route.schemas.body ? { body: validSamples(route.schemas.body)[0] } : {}),
        });
        expect({ tenant, status: response.statusCode }).toEqual({
          tenant,
          status: expect.any(Number) as unknown,
        });
        expect(response.statusCode).toBeLessThan(500);
      }
    },
  );
});
