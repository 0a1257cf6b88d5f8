import { isLiveId } from './rooms';
import type { SessionIdentity, VerifySession } from './types';

export interface IdentitySessionVerifierOptions {
  /** Base URL of the identity service, e.g. http://127.0.0.1:4100. */
  identityUrl: string;
  /** The shared INTERNAL_TOKEN, sent as a bearer token. */
  internalToken: string;
  /** How long a verified session is trusted without asking again. */
  cacheTtlMs?: number;
  /** How long a refused token is remembered (reconnect storms with a dead token). */
  negativeCacheTtlMs?: number;
  maxCacheEntries?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface CacheEntry {
  identity: SessionIdentity | null;
  expiresAt: number;
}

function parseIdentity(body: unknown): SessionIdentity {
  const { userId, tenantId } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (!isLiveId(userId) || !isLiveId(tenantId)) {
    throw new Error('identity service: verify answer lacks userId/tenantId');
  }
  return { userId, tenantId };
}

/**
 * `verifySession` backed by the identity service: `POST /internal/sessions/verify {token}` with
 * `Authorization: Bearer INTERNAL_TOKEN` answers 200 `{userId, tenantId}` or 401. Any other answer
 * (or no answer) throws, so an identity outage reads as "retry later", never as a bad token.
 * Answers are cached briefly and concurrent checks of one token share one request.
 */
export function createIdentitySessionVerifier(
  options: IdentitySessionVerifierOptions,
): VerifySession {
  const endpoint = `${options.identityUrl.replace(/\/+$/, '')}/internal/sessions/verify`;
  const ttl = options.cacheTtlMs ?? 30_000;
  const negativeTtl = options.negativeCacheTtlMs ?? 5_000;
  const maxEntries = options.maxCacheEntries ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<SessionIdentity | null>>();

  const remember = (token: string, identity: SessionIdentity | null): void => {
    cache.delete(token);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, { identity, expiresAt: now() + (identity === null ? negativeTtl : ttl) });
  };

  const ask = async (token: string): Promise<SessionIdentity | null> => {
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.internalToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`identity service: session verify answered ${response.status}`);
    }
    return parseIdentity(await response.json());
  };

  return async (token) => {
    const cached = cache.get(token);
    if (cached !== undefined && cached.expiresAt > now()) return cached.identity;
    const running = inFlight.get(token);
    if (running !== undefined) return running;
    const request = ask(token)
      .then((identity) => {
        remember(token, identity);
        return identity;
      })
      .finally(() => inFlight.delete(token));
    inFlight.set(token, request);
    return request;
  };
}
