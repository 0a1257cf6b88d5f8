/**
 * The SigV4 walk: every private route of the registry, called through the production
 * authenticator with real temporary credentials from an in-process identity service. A correct
 * signature by an allowed role gets through; every kind of broken or foreign signature is
 * refused with 401/403 and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, TENANT_HEADER, type Role } from '@mp/contracts';
import type { Credentials } from '@mp/signed-http';
import type { RouteDefinition } from '../src/http/route';
import { ROUTES } from '../src/registry';
import {
  account,
  credentialsOf,
  snapshotTenant,
  startTestApi,
  TEST_TIMEOUT_MS,
  type TestApi,
} from './harness';
import { signedHeaders, signInCredentials, withIdentityClockShifted } from './identity-support';
import { validSamples, type Overrides } from './samples';
import { fillPath, isRoleRoute, ROLE_ACCOUNTS } from './support/routes';

jest.setTimeout(TEST_TIMEOUT_MS);

const HOUR_MS = 3_600_000;
/** Signed by tenant users: the operator's routes take a token instead (registry-walk). */
const PRIVATE_ROUTES = ROUTES.filter(isRoleRoute);
/** Ids the sample requests aim at: a demo account none of the signers is. */
const TARGET = account('demo', 'agency-freelancer');
const TARGETS: Overrides = {
  id: TARGET.userId,
  userId: TARGET.userId,
  freelancerId: TARGET.userId,
  onBehalfOfUserId: TARGET.userId,
  email: TARGET.email,
  username: 'agency-freelancer',
};

interface SampleRequest {
  method: RouteDefinition['method'];
  url: string;
  body?: string;
  /** Money-moving routes take an Idempotency-Key (one per request). */
  idempotent: boolean;
}

/** One valid request per union branch of the body, as registry-walk.test.ts builds them. */
function requestsFor(route: RouteDefinition): SampleRequest[] {
  const params = route.schemas.params
    ? (validSamples(route.schemas.params, TARGETS)[0] as Record<string, unknown>)
    : {};
  const query = route.schemas.query
    ? (validSamples(route.schemas.query, TARGETS)[0] as Record<string, string>)
    : {};
  const search = new URLSearchParams(query).toString();
  const url = `${fillPath(route, params)}${search ? `?${search}` : ''}`;
  const idempotent = route.idempotent;
  if (route.schemas.body === undefined) return [{ method: route.method, url, idempotent }];
  return validSamples(route.schemas.body, TARGETS).map((body) => ({
    method: route.method,
    url,
    idempotent,
    body: JSON.stringify(body),
  }));
}

/**
 * Changes one byte and keeps the JSON valid: the last letter or digit before a quote (a body
 * with no string at all, i.e. `{}`, becomes `[]`).
 */
function tamper(body: string): string {
  const match = [...body.matchAll(/[A-Za-z0-9](?=")/g)].pop();
  if (match?.index === undefined) return body === '{}' ? '[]' : `${body.slice(0, -1)} `;
  const char = match[0];
  const changed = /\d/.test(char)
    ? String((Number(char) + 1) % 10)
    : char === char.toLowerCase()
      ? char.toUpperCase()
      : char.toLowerCase();
  return `${body.slice(0, match.index)}${changed}${body.slice(match.index + 1)}`;
}

interface SignOptions {
  credentials?: Credentials;
  /** Tenant header that is signed. */
  tenant?: string;
  /** Tenant header that is sent (defaults to the signed one). */
  sendTenant?: string;
  /** Body that is sent instead of the signed one. */
  sendBody?: string;
  signedAt?: Date;
  unsigned?: boolean;
}

let api: TestApi;
const credentialsByName = new Map<string, Credentials>();

function credentialsFor(tenant: 'demo' | 'acme', localPart: string): Credentials {
  const found = credentialsByName.get(`${localPart}@${tenant}`);
  if (found === undefined) throw new Error(`no credentials for ${localPart}@${tenant}`);
  return found;
}

/** The headers a request goes out with, signed as the options say. */
async function headersFor(
  request: SampleRequest,
  options: SignOptions = {},
): Promise<Record<string, string>> {
  const tenant = options.tenant ?? 'demo';
  const base: Record<string, string> = { [TENANT_HEADER]: tenant };
  if (request.body !== undefined) base['content-type'] = 'application/json';
  if (request.idempotent) base[IDEMPOTENCY_KEY_HEADER] = randomUUID();
  let headers = base;
  if (!options.unsigned) {
    const credentials = options.credentials ?? credentialsFor('demo', 'customer');
    headers = await signedHeaders(credentials, {
      method: request.method,
      url: `${api.url}${request.url}`,
      headers: base,
      body: request.body,
      signedAt: options.signedAt,
    });
  }
  if (options.sendTenant !== undefined) headers[TENANT_HEADER] = options.sendTenant;
  return headers;
}

async function send(request: SampleRequest, options: SignOptions = {}) {
  return deliver(request, await headersFor(request, options), options.sendBody ?? request.body);
}

async function deliver(request: SampleRequest, headers: Record<string, string>, body?: string) {
  const response = await fetch(`${api.url}${request.url}`, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}

interface RefusalCase {
  name: string;
  applies: (request: SampleRequest) => boolean;
  options: (request: SampleRequest) => SignOptions;
  /** Expected [status, code] pairs. */
  expected: readonly (readonly [number, string])[];
}

const UNAUTHENTICATED = [401, API_ERROR_CODES.unauthenticated] as const;
const TENANT_MISMATCH = [403, API_ERROR_CODES.tenantMismatch] as const;

const REFUSALS: readonly RefusalCase[] = [
  {
    name: 'unsigned',
    applies: () => true,
    options: () => ({ unsigned: true }),
    expected: [UNAUTHENTICATED],
  },
  {
    name: 'tampered body',
    applies: (request) => request.body !== undefined,
    options: (request) => ({ sendBody: tamper(request.body ?? '') }),
    expected: [UNAUTHENTICATED],
  },
  {
    name: 'tampered tenant header',
    applies: () => true,
    options: () => ({ tenant: 'demo', sendTenant: 'acme' }),
    // x-tenant-id is a signed header: the signature no longer matches.
    expected: [UNAUTHENTICATED],
  },
  {
    name: 'stale date',
    applies: () => true,
    options: () => ({ signedAt: new Date(Date.now() - 6 * 60_000) }),
    expected: [UNAUTHENTICATED],
  },
  {
    name: 'expired credential',
    applies: () => true,
    options: () => ({ credentials: credentialsFor('demo', 'expired') }),
    expected: [UNAUTHENTICATED],
  },
  {
    name: "the other tenant's credential",
    applies: () => true,
    options: () => ({ credentials: credentialsFor('acme', 'customer') }),
    expected: [TENANT_MISMATCH],
  },
];

/** requestDeleteAccount deactivates its caller, who then signs nothing else: it goes last. */
const isSelfEnding = (route: { operationId: string }) =>
  route.operationId === 'requestDeleteAccount';
const ROUTES_BUT_SELF_ENDING = PRIVATE_ROUTES.filter((route) => !isSelfEnding(route));
const SELF_ENDING = PRIVATE_ROUTES.filter(isSelfEnding);

function signerFor(route: { access: readonly Role[] }): Credentials {
  return credentialsFor('demo', ROLE_ACCOUNTS[route.access[0]!]);
}

beforeAll(async () => {
  api = await startTestApi();
  for (const localPart of Object.values(ROLE_ACCOUNTS)) {
    credentialsByName.set(
      `${localPart}@demo`,
      await credentialsOf(account('demo', localPart).userId),
    );
  }
  credentialsByName.set('customer@acme', await credentialsOf(account('acme', 'customer').userId));
  // Issued two hours ago with the usual one-hour lifetime: a real credential, expired now.
  credentialsByName.set(
    'expired@demo',
    await withIdentityClockShifted(-2 * HOUR_MS, () =>
      signInCredentials(api.identity, account('demo', 'customer')),
    ),
  );
});

afterAll(async () => {
  await api?.dispose();
});

describe('SigV4 walk over every private route', () => {
  it('has real credentials: the expired one has expired, the others have not', () => {
    expect(credentialsFor('demo', 'expired').expiration!.getTime()).toBeLessThan(Date.now());
    expect(credentialsFor('demo', 'customer').expiration!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses unsigned, tampered, stale, expired and foreign signatures and changes nothing', async () => {
    const before = [await snapshotTenant(api.db, 'demo'), await snapshotTenant(api.db, 'acme')];
    const outcomes: { route: string; refusal: string; status: number; code?: string }[] = [];
    const wrong: typeof outcomes = [];
    for (const route of PRIVATE_ROUTES) {
      for (const request of requestsFor(route)) {
        for (const refusal of REFUSALS.filter((r) => r.applies(request))) {
          const { status, code } = await send(request, {
            credentials: signerFor(route),
            ...refusal.options(request),
          });
          const outcome = { route: route.operationId, refusal: refusal.name, status, code };
          outcomes.push(outcome);
          if (!refusal.expected.some(([s, c]) => s === status && c === code)) wrong.push(outcome);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(PRIVATE_ROUTES.length * 5);
    expect([await snapshotTenant(api.db, 'demo'), await snapshotTenant(api.db, 'acme')]).toEqual(
      before,
    );
  });

  it('accepts a correctly signed call by an allowed role on every private route', async () => {
    const outcomes: { route: string; status: number; code?: string }[] = [];
    for (const route of ROUTES_BUT_SELF_ENDING) {
      for (const request of requestsFor(route)) {
        const { status, code } = await send(request, { credentials: signerFor(route) });
        outcomes.push({ route: route.operationId, status, code });
      }
    }
    // Not 2xx only where the sample data does not fit: an unknown record (a domain's
    // *_NOT_FOUND, not an unmatched route), a conflict, or a business rule.
    const misfits = outcomes.filter((o) => o.status >= 300);
    for (const outcome of misfits) {
      const fits =
        (outcome.status === 404 && /NOT_FOUND$/.test(outcome.code ?? '')) ||
        outcome.status === 409 ||
        outcome.status === 422;
      expect({ ...outcome, fits }).toEqual({ ...outcome, fits: true });
    }
    const succeeded = new Set(outcomes.filter((o) => o.status < 300).map((o) => o.route));
    expect(succeeded.size).toBeGreaterThan(ROUTES_BUT_SELF_ENDING.length / 2);
  });

  it('refuses the same signature twice on every signed write, and the repeat changes nothing', async () => {
    const writes = ROUTES_BUT_SELF_ENDING.filter((route) => route.method !== 'GET');
    const sent: { route: string; request: SampleRequest; headers: Record<string, string> }[] = [];
    for (const route of writes) {
      for (const request of requestsFor(route)) {
        const headers = await headersFor(request, { credentials: signerFor(route) });
        const first = await deliver(request, headers, request.body);
        expect([route.operationId, first.code]).not.toEqual([
          route.operationId,
          API_ERROR_CODES.signatureReplayed,
        ]);
        sent.push({ route: route.operationId, request, headers });
      }
    }
    const before = [await snapshotTenant(api.db, 'demo'), await snapshotTenant(api.db, 'acme')];
    const wrong: { route: string; status: number; code?: string }[] = [];
    for (const { route, request, headers } of sent) {
      const { status, code } = await deliver(request, headers, request.body);
      if (status !== 401 || code !== API_ERROR_CODES.signatureReplayed) {
        wrong.push({ route, status, code });
      }
    }
    expect(wrong).toEqual([]);
    expect(new Set(sent.map((s) => s.route)).size).toBe(writes.length);
    expect([await snapshotTenant(api.db, 'demo'), await snapshotTenant(api.db, 'acme')]).toEqual(
      before,
    );
  });

  // Last: it deactivates the signing accounts.
  it("accepts a correctly signed call to the routes that end the caller's own account", async () => {
    expect(SELF_ENDING.length).toBeGreaterThan(0);
    for (const route of SELF_ENDING) {
      for (const request of requestsFor(route)) {
        const { status } = await send(request, { credentials: signerFor(route) });
        expect({ route: route.operationId, status }).toEqual({
          route: route.operationId,
          status: 200,
        });
      }
    }
  });
});
