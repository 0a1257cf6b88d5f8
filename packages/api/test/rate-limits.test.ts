/**
 * Abuse limits (docs/security.md#rate-limits): every route with a rate limit answers 429
 * RATE_LIMITED with Retry-After once any of its limits (per user, per address, per tenant) is
 * spent, the counters live in the database (shared by every API instance), and anonymous
 * uploads are small.
 */
import {
  API_ERROR_CODES,
  MAX_ANONYMOUS_UPLOAD_BYTES,
  TENANT_HEADER,
  type Role,
} from '@mp/contracts';
import {
  createRateLimiter,
  perUser,
  rateBucket,
  windowStart,
  type RateLimit,
  type RateRule,
} from '../src/http/rate-limit';
import type { RouteDefinition } from '../src/http/route';
import { ROUTES } from '../src/registry';
import { account, call, credentialsOf, setUpTestApi, type TestApi } from './harness';
import { signedHeaders } from './identity-support';
import { validSamples, type Overrides } from './samples';
import { fillPath, ROLE_ACCOUNTS } from './support/routes';

type LimitedRoute = RouteDefinition & { rateLimit: RateRule };

const LIMITED = ROUTES.filter((route): route is LimitedRoute => route.rateLimit !== null);
const TARGET = account('demo', 'agency-freelancer');
const TARGETS: Overrides = { id: TARGET.userId, userId: TARGET.userId, email: TARGET.email };

/** The account a route is called as (null: anonymous), and a valid request of it. */
function requestOf(route: LimitedRoute) {
  const params = route.schemas.params
    ? (validSamples(route.schemas.params, TARGETS)[0] as Record<string, unknown>)
    : {};
  const body = route.schemas.body ? validSamples(route.schemas.body, TARGETS)[0] : undefined;
  const signer =
    route.access === 'public'
      ? null
      : account('demo', ROLE_ACCOUNTS[(route.access as readonly Role[])[0]!]);
  return { url: fillPath(route, params), body, signer };
}

async function send(api: TestApi, route: LimitedRoute) {
  const { url, body, signer } = requestOf(route);
  return call(api, {
    method: route.method,
    url,
    ...(body === undefined ? {} : { body }),
    user: signer?.userId ?? null,
  });
}

/**
 * Spends one limit of the rule for this caller, as if `limit.limit` calls had been made: in this
 * window and the next, so a slow machine crossing a window boundary before the call still finds
 * the limit spent.
 */
async function spend(api: TestApi, rule: RateRule, limit: RateLimit, userId: string | null) {
  const bucket = rateBucket(rule, limit, { tenantId: 'demo', userId, ip: '127.0.0.1' });
  if (bucket === null) throw new Error(`${rule.name}: ${limit.subject} does not apply`);
  const now = Date.now();
  for (const at of [now, now + limit.windowMs]) {
    await api.db.query(
      `INSERT INTO rate_limit_counters (tenant_id, bucket, window_start, hits) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, bucket, window_start) DO UPDATE SET hits = EXCLUDED.hits`,
      ['demo', bucket, new Date(windowStart(at, limit.windowMs)), limit.limit],
    );
  }
}

describe('the routes with a rate limit', () => {
  it('are the abuse-prone ones, and each declares RATE_LIMITED', () => {
    expect(LIMITED.map((route) => route.operationId).sort()).toEqual(
      [
        'attachUser',
        'createActivityPost',
        'createChannel',
        'createEvent',
        'createInviteLinks',
        'customerSendInvitation',
        'extractAllCustomData',
        'extractCustomData',
        'extractWithAi',
        'generateCv',
        'notifyAdminFromJobPages',
        'notifyAdminFromProposalsPage',
        'postChannelMessage',
        'publicCustomerSendInvitation',
        'reportClientEvents',
        'sendMessage',
        'startCvParse',
        'updateActivityPost',
        'uploadPublicFile',
      ].sort(),
    );
    for (const route of ROUTES) {
      expect([route.operationId, route.errors.includes('RATE_LIMITED')]).toEqual([
        route.operationId,
        route.rateLimit !== null,
      ]);
    }
  });
});

describe('rate limits against a live app', () => {
  const api = setUpTestApi();

  beforeEach(async () => {
    await api.db.query('DELETE FROM rate_limit_counters');
  });

  const cases = LIMITED.flatMap((route) =>
    route.rateLimit.limits
      .filter((limit) => limit.subject !== 'user' || route.access !== 'public')
      .map((limit) => [route.operationId, limit.subject, route, limit] as const),
  );

  it.each(cases)('%s answers 429 with Retry-After once its %s limit is spent', async (...args) => {
    const [, , route, limit] = args;
    const { signer } = requestOf(route);
    await spend(api, route.rateLimit, limit, signer?.userId ?? null);
    const response = await send(api, route);
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([
      429,
      API_ERROR_CODES.rateLimited,
    ]);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
  });

  it('counts real calls: the 11th support request of an hour is refused, others still pass', async () => {
    const user = account('demo', 'freelancer').userId;
    const report = (userId: string) =>
      call(api, {
        method: 'POST',
        url: '/apis/events',
        user: userId,
        body: { type: 'support_request', data: { message: 'Please help' } },
      });
    for (let i = 0; i < 10; i += 1) expect((await report(user)).statusCode).toBe(201);
    const refused = await report(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await report(account('demo', 'customer').userId)).statusCode).toBe(201);
  });

  it('counts the calls of every API instance together (the counters are in the database)', async () => {
    const rule: RateRule = { name: 'two-instances', limits: [perUser(3, 60_000)] };
    const at = windowStart(Date.now(), 60_000) + 1000;
    const instances = [createRateLimiter(api.db, () => at), createRateLimiter(api.db, () => at)];
    const caller = { tenantId: 'demo', userId: 'someone', ip: '203.0.113.9' };
    for (const instance of [...instances, instances[0]!]) await instance.take(rule, caller);
    await expect(instances[1]!.take(rule, caller)).rejects.toMatchObject({
      statusCode: 429,
      code: API_ERROR_CODES.rateLimited,
      headers: { 'retry-after': '59' },
    });
    // Another user, and the next window, start from zero.
    await instances[0]!.take(rule, { ...caller, userId: 'someone-else' });
    await createRateLimiter(api.db, () => at + 60_000).take(rule, caller);
  });

  it('spends nothing on calls refused for their input', async () => {
    const user = account('demo', 'customer').userId;
    for (let i = 0; i < 12; i += 1) {
      const bad = await call(api, {
        method: 'POST',
        url: '/apis/events',
        user,
        body: { type: 'support_request', data: { message: '' } },
      });
      expect(bad.statusCode).toBe(400);
    }
    const counted = await api.db.query('SELECT 1 FROM rate_limit_counters');
    expect(counted.rows).toEqual([]);
  });
});

describe('anonymous uploads', () => {
  const api = setUpTestApi();

  async function upload(route: string, bytes: number, signedBy?: string) {
    const form = new FormData();
    form.append('key', `notes/${bytes}.txt`);
    form.append('contentType', 'text/plain');
    form.append('filesize', String(bytes));
    form.append('metadata', '{}');
    form.append('file', new Blob([Buffer.alloc(bytes, 'a')], { type: 'text/plain' }), 'n.txt');
    const url = `${api.url}${route}`;
    const headers: Record<string, string> = { [TENANT_HEADER]: 'demo' };
    const sent =
      signedBy === undefined
        ? headers
        : await signedHeaders(await credentialsOf(signedBy), {
            method: 'POST',
            url,
            headers,
            multipart: true,
          });
    const response = await fetch(url, { method: 'POST', headers: sent, body: form });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }

  it('take files up to 2 MB; signed-in uploads keep the type limits', async () => {
    expect((await upload('/apis/s3', MAX_ANONYMOUS_UPLOAD_BYTES)).status).toBe(201);
    const tooLarge = await upload('/apis/s3', MAX_ANONYMOUS_UPLOAD_BYTES + 1);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, API_ERROR_CODES.payloadTooLarge]);
    const farTooLarge = await upload('/apis/s3', 4 * MAX_ANONYMOUS_UPLOAD_BYTES);
    expect([farTooLarge.status, farTooLarge.body.code]).toEqual([
      413,
      API_ERROR_CODES.payloadTooLarge,
    ]);
    const signedIn = await upload(
      '/apis/auth/s3',
      MAX_ANONYMOUS_UPLOAD_BYTES + 1,
      account('demo', 'customer').userId,
    );
    expect(signedIn.status).toBe(201);
  });
});
