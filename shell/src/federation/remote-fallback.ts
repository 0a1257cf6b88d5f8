import type { RemoteLocation, RemoteName } from '@mp/contracts';

/** A remote that failed at its configured URL and now runs from its known-good fallback. */
export interface RemoteFallback {
  remote: RemoteName;
  failedUrl: string;
  fallbackUrl: string;
  error: unknown;
}

export interface FallbackLoad<T> {
  remote: RemoteName;
  location: RemoteLocation;
  /** Whether this page view already moved the remote to its fallback (then go there at once). */
  onFallback: boolean;
  /** Loads the remote from one manifest URL (re-registering it there first). */
  loadFrom(url: string): Promise<T>;
  /** Told once the fallback answered in place of the failed URL. */
  reportFallback(fallback: RemoteFallback): void;
}

/**
 * Loads a remote from its configured URL; when that fails and a fallback is configured, from the
 * fallback, and reports the switch (docs/deploy.md#rolling-back). Resolves with what was loaded
 * and the URL it came from; rejects with the configured URL's error when both fail.
 */
export async function loadWithFallback<T>({
  remote,
  location,
  onFallback,
  loadFrom,
  reportFallback,
}: FallbackLoad<T>): Promise<{ loaded: T; url: string }> {
  const { url, fallback } = location;
  if (onFallback && fallback) return { loaded: await loadFrom(fallback), url: fallback };
  try {
    return { loaded: await loadFrom(url), url };
  } catch (error) {
    if (!fallback) throw error;
    let loaded: T;
    try {
      loaded = await loadFrom(fallback);
    } catch {
      throw error;
    }
    reportFallback({ remote, failedUrl: url, fallbackUrl: fallback, error });
    return { loaded, url: fallback };
  }
}
