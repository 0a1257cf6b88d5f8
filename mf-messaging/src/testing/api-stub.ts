// Test support: a real @mp/signed-http client over a fetch stub that answers like the API.
import { configure } from '@testing-library/react';
import { createHttpClient, type HttpClient } from '@mp/signed-http';

// Screens load lazily and answer after a round trip; on 2 busy CI cores 1 s is too tight.
configure({ asyncUtilTimeout: 5000 });

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  signed: boolean;
}

type StubAnswer = { status: number; body?: unknown };
export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

export interface ApiStub {
  http: HttpClient;
  calls: StubRequest[];
  /** Calls to one `METHOD /path`. */
  callsTo(route: string): StubRequest[];
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
  };
  return response as unknown as Response;
}

/** `routes` maps `METHOD /path` to a handler; anything else answers 404 like the API does. */
export function apiStub(routes: Record<string, StubHandler>): ApiStub {
  const calls: StubRequest[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signed: 'authorization' in headers,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = handler
      ? await handler(request)
      : {
          status: 404,
          body: { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Not found', fields: [] },
        };
    return stubResponse(reply.status, reply.body === undefined ? '' : JSON.stringify(reply.body));
  };
  const http = createHttpClient({
    baseUrl: 'http://api.test',
    tenantId: 'demo',
    fetch,
    signer: { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 test' }) },
  });
  return {
    http,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export const ok = (body: unknown, status = 200) => ({ status, body });

export function apiError(
  status: number,
  code: string,
  fields: { path: string; message: string }[] = [],
) {
  return { status, body: { statusCode: status, code, message: code, fields } };
}
