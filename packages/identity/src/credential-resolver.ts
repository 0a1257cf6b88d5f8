import { REVOCATION_RETENTION_MS } from './revocations';
import type { CredentialLookup, ResolvedCredential } from './sigv4-verify';

export interface CredentialResolverOptions {
  /** Base URL of the identity service's internal listener, e.g. http://127.0.0.1:4101. */
  identityUrl: string;
  internalToken: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  maxEntries?: number;
}

/** A credential lookup that also learns which sign-in sessions ended. */
export interface CredentialResolver extends CredentialLookup {
  /** Drops the credentials of these sessions and refuses them from now on. */
  forgetSessions(sessionIds: Iterable<string>): void;
  /** Drops every cached credential (a reader that lost track of revocations). */
  forgetAll(): void;
}

function internalHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/**
 * Looks credentials up at the identity service (POST /internal/credentials/resolve) and keeps
 * them in memory until they expire or their session is revoked (`forgetSessions`, fed by
 * `watchRevocations`). Unknown keys are not cached. A revoked session is remembered, so an
 * answer that was already on its way when the revocation arrived is not cached either.
 */
export function createCredentialResolver(options: CredentialResolverOptions): CredentialResolver {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, { credential: ResolvedCredential; expiresAt: number }>();
  const revoked = new Map<string, number>();
  const url = `${options.identityUrl.replace(/\/$/, '')}/internal/credentials/resolve`;

  const isRevoked = (credential: ResolvedCredential): boolean => {
    if (credential.sessionId === undefined) return false;
    const until = revoked.get(credential.sessionId);
    return until !== undefined && until > now();
  };

  const lookup = async (accessKeyId: string) => {
    const cached = cache.get(accessKeyId);
    if (cached && cached.expiresAt > now() && !isRevoked(cached.credential)) {
      return cached.credential;
    }
    cache.delete(accessKeyId);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: internalHeaders(options.internalToken),
      body: JSON.stringify({ accessKeyId }),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Credential lookup failed with HTTP ${response.status}`);
    const credential = (await response.json()) as ResolvedCredential;
    if (isRevoked(credential)) return null;
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(accessKeyId, { credential, expiresAt: new Date(credential.expiration).getTime() });
    return credential;
  };

  return Object.assign(lookup, {
    forgetSessions(sessionIds: Iterable<string>) {
      const ids = new Set(sessionIds);
      if (ids.size === 0) return;
      const until = now() + REVOCATION_RETENTION_MS;
      for (const [id, at] of revoked) if (at <= now()) revoked.delete(id);
      for (const id of ids) revoked.set(id, until);
      for (const [key, entry] of cache) {
        if (entry.credential.sessionId !== undefined && ids.has(entry.credential.sessionId)) {
          cache.delete(key);
        }
      }
    },
    forgetAll() {
      cache.clear();
    },
  });
}

export interface SessionIdentity {
  userId: string;
  tenantId: string;
  /** The sign-in session of the token (its `origin_jti`). */
  sessionId?: string;
}

/**
 * For the live socket: checks an id or access token at the identity service
 * (POST /internal/sessions/verify); null when it is invalid, expired or signed out.
 */
export function createSessionVerifier(
  options: Omit<CredentialResolverOptions, 'now' | 'maxEntries'>,
): (token: string) => Promise<SessionIdentity | null> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.identityUrl.replace(/\/$/, '')}/internal/sessions/verify`;
  return async (token: string) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: internalHeaders(options.internalToken),
      body: JSON.stringify({ token }),
    });
    if (response.status === 401 || response.status === 400) return null;
    if (!response.ok) throw new Error(`Session check failed with HTTP ${response.status}`);
    return (await response.json()) as SessionIdentity;
  };
}
