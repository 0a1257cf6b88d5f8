import { REVOCATION_RETENTION_MS } from '@mp/identity';
import { isLiveId } from './rooms';
import type { SessionIdentity, VerifySession } from './types';

export interface IdentitySessionVerifierOptions {
  /** The identity service's internal listener, e.g. http://127.0.0.1:4101. */
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

/** The identity service's session check, which also learns which sessions ended. */
export interface IdentitySessionVerifier extends VerifySession {
  /** Forgets these sessions' cached answers and refuses them from now on. */
  forgetSessions(sessionIds: Iterable<string>): void;
  /** Forgets every cached answer (revocations may have been missed). */
  forgetAll(): void;
}

function parseIdentity(body: unknown): SessionIdentity {
  const { userId, tenantId, sessionId } = (
    typeof body === 'object' && body !== null ? body : {}
  ) as Record<string, unknown>;
  if (!isLiveId(userId) || !isLiveId(tenantId)) {
    throw new Error('identity service: verify answer lacks userId/tenantId');
  }
  return isLiveId(sessionId) ? { userId, tenantId, sessionId } : { userId, tenantId };
}

/**
 * `verifySession` backed by the identity service: `POST /internal/sessions/verify {token}` with
 * `Authorization: Bearer INTERNAL_TOKEN` answers 200 `{userId, tenantId}` or 401. Any other answer
 * (or no answer) throws, so an identity outage reads as "retry later", never as a bad token.
 * Answers are cached briefly and concurrent checks of one token share one request.
 */
export function createIdentitySessionVerifier(
  options: IdentitySessionVerifierOptions,
): IdentitySessionVerifier {
  const endpoint = `${options.identityUrl.replace(/\/+$/, '')}/internal/sessions/verify`;
  const ttl = options.cacheTtlMs ?? 30_000;
  const negativeTtl = options.negativeCacheTtlMs ?? 5_000;
  const maxEntries = options.maxCacheEntries ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<SessionIdentity | null>>();
  const revoked = new Map<string, number>();
  const isRevoked = (identity: SessionIdentity | null): boolean => {
    const until = identity?.sessionId === undefined ? undefined : revoked.get(identity.sessionId);
    return until !== undefined && until > now();
  };

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

  const verify = async (token: string): Promise<SessionIdentity | null> => {
    const cached = cache.get(token);
    if (cached !== undefined && cached.expiresAt > now()) {
      return isRevoked(cached.identity) ? null : cached.identity;
    }
    const running = inFlight.get(token);
    if (running !== undefined) return running;
    const request = ask(token)
      .then((identity) => {
        // An answer already on its way when its session was revoked counts as a refusal.
        const answer = isRevoked(identity) ? null : identity;
        remember(token, answer);
        return answer;
      })
      .finally(() => inFlight.delete(token));
    inFlight.set(token, request);
    return request;
  };

  return Object.assign(verify, {
    forgetSessions(sessionIds: Iterable<string>) {
      const until = now() + REVOCATION_RETENTION_MS;
      for (const [id, at] of revoked) if (at <= now()) revoked.delete(id);
      for (const id of sessionIds) revoked.set(id, until);
      for (const [token, entry] of cache) if (isRevoked(entry.identity)) cache.delete(token);
    },
    forgetAll() {
      cache.clear();
    },
  });
}
