import type { Credentials, CredentialsSource } from './signer';

/**
 * Where credentials outlive the page: a reloaded page signs with the credentials it had while
 * they are valid, without asking the identity service again (which may be unreachable).
 */
export interface CredentialsStore {
  load(): Credentials | null;
  save(credentials: Credentials): void;
  clear(): void;
}

export interface CredentialsProviderOptions {
  /** Fetches fresh temporary credentials (e.g. from the identity pool). */
  fetchCredentials: CredentialsSource;
  store?: CredentialsStore;
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
  let loaded = false;
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
        if (started === generation) {
          current = credentials;
          options.store?.save(credentials);
        }
        return credentials;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    async get() {
      if (!loaded) {
        loaded = true;
        const stored = options.store?.load() ?? null;
        if (current === null && stillValid(stored)) current = stored;
      }
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
      options.store?.clear();
    },
  };
}
