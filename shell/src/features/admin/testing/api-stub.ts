// Test support: a real @mp/signed-http client over a fetch stub that answers like the API.
import { createHttpClient, type FetchLike, type HttpClient } from '@mp/signed-http';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  signed: boolean;
  tenant: string | undefined;
}

export interface StubReply {
  status: number;
  body?: unknown;
}
export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

export interface ApiStub {
  http: HttpClient;
  calls: StubRequest[];
  callsTo(route: string): StubRequest[];
}

// jsdom has no fetch Response; the client reads only these members.
function stubResponse(status: number, text: string): Response {
  return {
    status,
    statusText: '',
    ok: status < 400,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/** `routes` maps `METHOD /path` to a handler; anything else answers 404 like the API does. */
export function apiStub(routes: Record<string, StubHandler>): ApiStub {
  const calls: StubRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signed: 'authorization' in headers,
      tenant: headers['x-tenant-id'],
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = handler
      ? await handler(request)
      : {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', fields: [] },
        };
    return stubResponse(reply.status, reply.body === undefined ? '' : JSON.stringify(reply.body));
  };
  const http = createHttpClient({
    baseUrl: 'http://api.test',
    tenantId: 'acme',
    fetch,
    signer: { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 test' }) },
  });
  return {
    http,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export function apiError(status: number, code: string, message: string): StubReply {
  return { status, body: { statusCode: status, code, message, fields: [] } };
}
