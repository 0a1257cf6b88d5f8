// A real @mp/signed-http client over a fetch stub that answers like the API.
import { configure } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER } from '@mp/contracts';
import {
  createHttpClient,
  type FetchLike,
  type HttpClient,
  type RequestSigner,
} from '@mp/signed-http';

// Screens load lazily and answer after a round trip; on 2 busy CI cores 1 s is too tight.
configure({ asyncUtilTimeout: 5000 });

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The `{name}` segments of the route key that matched, decoded. */
  params: Record<string, string>;
  /** JSON bodies parsed; multipart bodies as an object of their entries. */
  body: unknown;
  /** The client signed the call: a private call while the stub has a signer. */
  signed: boolean;
  /** The tenant header the client sent. */
  tenant: string | undefined;
  /** The Authorization header as sent (a signature, or the operator's bearer token). */
  authorization: string | undefined;
  /** The Idempotency-Key header of a money-moving call (docs/payments.md#idempotency). */
  idempotencyKey: string | undefined;
}

/** `body` answers as JSON, `raw` with that text as is (a file's bytes). */
export interface StubReply {
  status: number;
  body?: unknown;
  raw?: string;
}
export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

export interface ApiStub {
  http: HttpClient;
  calls: StubRequest[];
  /** Calls to one `METHOD /path` (a route key, `{param}` segments allowed). */
  callsTo(route: string): StubRequest[];
}

export interface ApiStubOptions {
  /** The client's tenant, sent as the tenant header; `demo` unless given. */
  tenantId?: string;
  /** Signs private calls (marks them `signed`); `null` is a signed-out client. */
  signer?: RequestSigner | null;
}

export const API_BASE = 'http://api.test';

/** Signs with a fixed test header, enough for a call to count as signed. */
export const TEST_SIGNER: RequestSigner = {
  sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 test' }),
};

export const ok = (body: unknown, status = 200): StubReply => ({ status, body });

const DEFAULT_CODES: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/** The API's error body; `code` defaults to a usual one for the status. */
export function apiError(
  status: number,
  message: string,
  fields: { path: string; message: string }[] = [],
  code = DEFAULT_CODES[status] ?? 'ERROR',
): StubReply {
  return { status, body: { statusCode: status, code, message, fields } };
}

interface Route {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

function compileRoute(key: string): Route {
  const [method = '', path = ''] = key.split(' ');
  const names: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { key, method, pattern: new RegExp(`^${source}$`), names };
}

function matchRoute(route: Route, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const match = route.pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries(
    route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
  );
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

// jsdom has no fetch Response; the client reads only these members.
function stubResponse(status: number, text: string): Response {
  const response = {
    status,
    statusText: '',
    ok: status < 400,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
  };
  return response as unknown as Response;
}

function notFound(method: string, path: string): StubReply {
  return apiError(404, `No route ${method} ${path}`, [], 'ROUTE_NOT_FOUND');
}

/**
 * `routes` maps `METHOD /path` (with optional `{param}` segments) to a handler; anything else
 * answers 404 like the API does. The client signs private calls unless `signer` is `null`.
 */
export function apiStub(
  routes: Record<string, StubHandler>,
  options: ApiStubOptions = {},
): ApiStub {
  // Literal routes win over `{param}` ones, as in the API's router.
  const table = Object.keys(routes)
    .map(compileRoute)
    .sort((a, b) => a.names.length - b.names.length);
  const calls: StubRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    const request: StubRequest = {
      method,
      path,
      query: url.searchParams,
      params: {},
      body: readBody(init.body),
      signed: 'authorization' in headers,
      tenant: headers['x-tenant-id'],
      authorization: headers.authorization,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
    };
    calls.push(request);
    const route = table.find((candidate) => matchRoute(candidate, method, path));
    const handler = route && routes[route.key];
    if (route) request.params = matchRoute(route, method, path) ?? {};
    const reply = handler ? await handler(request) : notFound(method, path);
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return stubResponse(reply.status, text);
  };
  const http = createHttpClient({
    baseUrl: API_BASE,
    tenantId: options.tenantId ?? 'demo',
    fetch,
    signer: options.signer === undefined ? TEST_SIGNER : options.signer,
  });
  const callsTo = (key: string) => {
    const route = compileRoute(key);
    return calls.filter((call) => matchRoute(route, call.method, call.path));
  };
  return { http, calls, callsTo };
}
