/**
 * What a route may know of the HTTP request beyond its parsed input: the caller's Origin,
 * whether the API's CORS configuration allows it, the origin the API was reached on (e.g. the
 * return address of the payment provider's hosted onboarding), and the languages the caller's
 * browser asks for (e.g. an invoice's PDF without a chosen language).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestFacts {
  /** The Origin header, when sent (browsers send it on every cross-origin call). */
  origin: string | null;
  /** @fastify/cors allowed that origin (it answers it in Access-Control-Allow-Origin). */
  originAllowedByCors: boolean;
  /** The origin this API was reached on (protocol and Host); null for an unusable Host. */
  serviceOrigin: string | null;
  /** The Accept-Language header, when sent. */
  acceptLanguage: string | null;
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

export function requestFactsOf(request: FastifyRequest, reply: FastifyReply): RequestFacts {
  const header = request.headers.origin;
  const origin = typeof header === 'string' && header !== '' ? header : null;
  const allowed = reply.getHeader('access-control-allow-origin');
  const language = request.headers['accept-language'];
  return {
    origin,
    originAllowedByCors: origin !== null && (allowed === origin || allowed === '*'),
    serviceOrigin: originOf(request.protocol, request.host),
    acceptLanguage: typeof language === 'string' && language !== '' ? language : null,
  };
}
