import type { TenantFeatures } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';

const cache = new WeakMap<HttpClient, Promise<TenantFeatures>>();

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The tenant's raw switches (`GET /settings/features`, public), fetched once per client and
 * shared by the live layer and the prompts. A failed load is logged and reads as "no switches"
 * (docs/shell.md#start-up: feature load failures are logged).
 */
export function loadTenantFeatures(http: HttpClient): Promise<TenantFeatures> {
  let pending = cache.get(http);
  if (!pending) {
    pending = http.get<unknown>('/settings/features', { public: true }).then(
      (body) => {
        const features = isObject(body) && isObject(body.features) ? body.features : body;
        return (isObject(features) ? features : {}) as TenantFeatures;
      },
      (error: unknown) => {
        console.error('[session] feature switches failed to load', error);
        cache.delete(http);
        return {};
      },
    );
    cache.set(http, pending);
  }
  return pending;
}
