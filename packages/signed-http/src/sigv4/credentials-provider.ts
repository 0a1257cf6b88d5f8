import type { Credentials, CredentialsSource } from './signer';

export interface CredentialsProviderOptions {
  /** Fetches fresh temporary credentials (e.g. from the identity pool). */
  fetchCredentials: CredentialsSource;
  /** Refresh this long before expiry; 5 minutes by default. */
  refreshMarginMs?: number;
  now?: () => number;
}

export interface CredentialsProvider {
  /** Cached credentials, refreshed when within the margin of expiry (one refresh at a time). */
  get: CredentialsSource;
  /** Forgets the cached credentials (sign-out, or the server refused them). */
  clear(): void;
}

export const DEFAULT_REFRESH_MARGIN_MS = 5 * 60 * 1000;

export function createCredentialsProvider(
  options: CredentialsProviderOptions,
): CredentialsProvider {
  const margin = options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS;
  const now = options.now ?? Date.now;
  let current: Credentials | null = null;
  let inFlight: Promise<Credentials> | null = null;
  let generation = 0;

  const fresh = (credentials: Credentials | null): credentials is Credentials =>
    credentials !== null &&
    (!credentials.expiration || credentials.expiration.getTime() - margin > now());

  const stillValid = (credentials: Credentials | null): credentials is Credentials =>
    credentials !== null && (!credentials.expiration || credentials.expiration.getTime() > now());

  function refresh(): Promise<Credentials> {
    if (inFlight) return inFlight;
    const started = generation;
    inFlight = options
      .fetchCredentials()
      .then((credentials) => {
        if (started === generation) current = credentials;
        return credentials;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    async get() {
      if (fresh(current)) return current;
      const previous = current;
      try {
        return await refresh();
      } catch (error) {
        // Early refresh failed but the old credentials still work: keep using them.
        if (stillValid(previous) && previous === current) return previous;
        throw error;
      }
    },
    clear() {
      generation += 1;
      current = null;
      inFlight = null;
    },
  };
}
