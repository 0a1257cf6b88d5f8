/**
 * Which browser origins may call the API and open its socket (docs/security.md#headers): the
 * tenants' own sites (an origin whose host name is one of a tenant's hosts, any port), plus the
 * origins CORS_ORIGINS lists; `CORS_ORIGINS=*` reflects any origin (development only).
 */
import type { Queryable } from '../db/types';

export interface OriginCheck {
  (origin: string | undefined): Promise<boolean>;
  /**
   * Forgets the cached tenant hosts, so a tenant created on this instance is allowed at once;
   * other instances read the hosts anew within TENANT_CACHE_MS.
   */
  forgetHosts(): void;
}

function hostnameOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? url.hostname : null;
  } catch {
    return null;
  }
}

export function createOriginCheck(
  db: Queryable,
  options: { allowed: true | readonly string[]; cacheMs: number },
): OriginCheck {
  let cached: { hosts: Promise<Set<string>>; expires: number } | null = null;
  const tenantHosts = (): Promise<Set<string>> => {
    const now = Date.now();
    if (cached !== null && cached.expires > now) return cached.hosts;
    const hosts = db
      .query<{ host: string }>('SELECT DISTINCT unnest(hosts) AS host FROM tenants')
      .then((result) => new Set(result.rows.map((row) => row.host.toLowerCase())));
    cached = { hosts, expires: now + options.cacheMs };
    hosts.catch(() => {
      cached = null;
    });
    return hosts;
  };
  const check = async (origin: string | undefined) => {
    // Not a browser's cross-origin call: nothing to allow or refuse.
    if (origin === undefined) return true;
    if (options.allowed === true) return true;
    if (options.allowed.includes(origin)) return true;
    const hostname = hostnameOf(origin);
    return hostname !== null && (await tenantHosts()).has(hostname);
  };
  return Object.assign(check, {
    forgetHosts: () => {
      cached = null;
    },
  });
}

/** The callback form socket.io's CORS middleware takes. */
export function originCallback(check: OriginCheck) {
  return (
    origin: string | undefined,
    callback: (error: Error | null, allow?: boolean) => void,
  ): void => {
    check(origin).then(
      (allow) => callback(null, allow),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
