import type { FetchLike } from './types';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
  keepalive: boolean;
}

/** The network boundary for tests: records each request and answers with the next response. */
export function fakeFetch(...responses: Array<Response | (() => Response)>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      keepalive: init.keepalive === true,
    });
    const next = responses.shift();
    if (!next) throw new Error(`no response queued for ${url}`);
    return typeof next === 'function' ? next() : next;
  };
  return { fetch, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
