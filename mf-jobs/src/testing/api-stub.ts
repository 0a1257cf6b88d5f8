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

/** `raw` answers with that text as is (a file), `body` as JSON. */
type StubAnswer = { status: number; body?: unknown; raw?: string };
export type StubReply = StubAnswer | Promise<StubAnswer>;
export type StubHandler = (request: StubRequest) => StubReply;

export interface ApiStub {
  http: HttpClient;
  calls: StubRequest[];
  /** Calls to one `METHOD /path`. */
  callsTo(route: string): StubRequest[];
}

export const API_BASE = 'http://api.test';

function readBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

// jsdom has no fetch Response; the client reads only these members.
function stubResponse(status: number, text: string): Response {
  const headers = new Map([['content-type', 'application/json']]);
  const response = {
    status,
    statusText: '',
    ok: status < 400,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
  };
  return response as unknown as Response;
}

/**
 * `routes` maps `METHOD /path` to a handler; anything else answers 404 like the API does.
 * The client has a signer, so private calls carry (test) signature headers.
 */
export function apiStub(routes: Record<string, StubHandler>): ApiStub {
  const calls: StubRequest[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: readBody(init.body),
      signed: 'authorization' in headers,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = handler
      ? await handler(request)
      : {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', fields: [] },
        };
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return stubResponse(reply.status, text);
  };
  const http = createHttpClient({
    baseUrl: API_BASE,
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

export const ok = (body: unknown) => ({ status: 200, body });

export function apiError(
  status: number,
  message: string,
  fields: { path: string; message: string }[] = [],
) {
  const code = { 400: 'VALIDATION_ERROR', 404: 'NOT_FOUND', 409: 'CONFLICT' }[status] ?? 'ERROR';
  return { status, body: { statusCode: status, code, message, fields } };
}
