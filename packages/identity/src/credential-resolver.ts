import type { CredentialLookup, ResolvedCredential } from './sigv4-verify';

export interface CredentialResolverOptions {
  /** Base URL of the identity service, e.g. http://localhost:4100. */
  identityUrl: string;
  internalToken: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  maxEntries?: number;
}

/**
 * Looks credentials up at the identity service (POST /internal/credentials/resolve) and keeps
 * them in memory until they expire. Unknown keys are not cached.
 */
export function createCredentialResolver(options: CredentialResolverOptions): CredentialLookup {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, { credential: ResolvedCredential; expiresAt: number }>();
  const url = `${options.identityUrl.replace(/\/$/, '')}/internal/credentials/resolve`;

  return async (accessKeyId: string) => {
    const cached = cache.get(accessKeyId);
    if (cached && cached.expiresAt > now()) return cached.credential;
    cache.delete(accessKeyId);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.internalToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ accessKeyId }),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Credential lookup failed with HTTP ${response.status}`);
    const credential = (await response.json()) as ResolvedCredential;
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(accessKeyId, { credential, expiresAt: new Date(credential.expiration).getTime() });
    return credential;
  };
}

export interface SessionIdentity {
  userId: string;
  tenantId: string;
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
      headers: {
        authorization: `Bearer ${options.internalToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ token }),
    });
    if (response.status === 401 || response.status === 400) return null;
    if (!response.ok) throw new Error(`Session check failed with HTTP ${response.status}`);
    return (await response.json()) as SessionIdentity;
  };
}
