/**
 * What a payment route needs to know of the HTTP request itself (the route context carries
 * only parsed input): the caller's Origin, whether the API's CORS configuration allows it, and
 * the origin the API was reached on. The registry runs every handler inside these facts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestFacts {
  /** The Origin header, when sent (browsers send it on every cross-origin call). */
  origin: string | null;
  /** @fastify/cors allowed that origin (it answers it in Access-Control-Allow-Origin). */
  originAllowedByCors: boolean;
  /** The origin this API was reached on (protocol and Host); null for an unusable Host. */
  serviceOrigin: string | null;
}

function originOf(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}://${host}`);
    const onlyHost =
      url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return onlyHost ? url.origin : null;
  } catch {
    return null;
  }
}

const facts = new AsyncLocalStorage<RequestFacts>();

export function requestFactsOf(request: FastifyRequest, reply: FastifyReply): RequestFacts {
  const header = request.headers.origin;
  const origin = typeof header === 'string' && header !== '' ? header : null;
  const allowed = reply.getHeader('access-control-allow-origin');
  return {
    origin,
    originAllowedByCors: origin !== null && (allowed === origin || allowed === '*'),
    serviceOrigin: originOf(request.protocol, request.host),
  };
}

export function withRequestFacts<T>(value: RequestFacts, fn: () => Promise<T>): Promise<T> {
  return facts.run(value, fn);
}

export function currentRequestFacts(): RequestFacts {
  const value = facts.getStore();
  if (value === undefined) throw new Error('request facts are read outside a route handler');
  return value;
}
