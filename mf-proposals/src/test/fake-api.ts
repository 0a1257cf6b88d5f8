/**
 * The network boundary for screen tests: a real @mp/signed-http client whose fetch is answered
 * by route handlers written like the API (status codes, error bodies with code, message and
 * fields). Each test keeps its own state in its handlers.
 */
import { createHttpClient, type HttpClient } from '@mp/signed-http';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | unknown;

/** A handler answer: `reply(409, ...)` for a status, any other value is a 200 JSON body. */
export function reply(status: number, body?: unknown): FakeReply & { __reply: true } {
  return { status, body, __reply: true };
}

export function apiError(status: number, message: string, fields: unknown[] = []): FakeReply {
  const codes: Record<number, string> = {
    400: 'VALIDATION_FAILED',
    403: 'FORBIDDEN',
    404: 'USER_NOT_FOUND',
    409: 'CONFLICT',
  };
  return reply(status, {
    statusCode: status,
    code: codes[status] ?? 'BAD_REQUEST',
    message,
    fields,
  });
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && '__reply' in value;
}

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

/** jsdom has no fetch Response; this is the part of it the client reads. */
function response(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    statusText: String(status),
    ok: status < 400,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
  } as unknown as Response;
}

export interface FakeApi {
  http: HttpClient;
  calls: FakeRequest[];
  /** The calls to one route, e.g. `callsTo('POST /jobs/short_list')`. */
  callsTo: (route: string) => FakeRequest[];
}

/** Routes are keyed `METHOD /path/{param}`; an unknown route answers 404 like the API. */
export function fakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const calls: FakeRequest[] = [];
  const http = createHttpClient({
    baseUrl: 'http://api.test',
    tenantId: 'demo',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      for (const [key, handler] of Object.entries(routes)) {
        const [routeMethod, pattern] = key.split(' ');
        const params = routeMethod === method && pattern ? matchRoute(pattern, url.pathname) : null;
        if (!params) continue;
        const request: FakeRequest = {
          method,
          path: url.pathname,
          query: url.searchParams,
          params,
          body,
          headers: { ...(init.headers as Record<string, string>) },
        };
        calls.push(request);
        const answer = await handler(request);
        return isReply(answer) ? response(answer.status, answer.body) : response(200, answer);
      }
      calls.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        params: {},
        body,
        headers: {},
      });
      return response(404, {
        statusCode: 404,
        code: 'ROUTE_NOT_FOUND',
        message: 'No such route',
        fields: [],
      });
    },
  });
  const callsTo = (route: string) => {
    const [method, pattern] = route.split(' ');
    return calls.filter(
      (call) => call.method === method && pattern && matchRoute(pattern, call.path),
    );
  };
  return { http, calls, callsTo };
}
