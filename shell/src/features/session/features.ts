import { getFeatures, type ApiClient, type TenantFeatures } from '@mp/contracts';

const cache = new WeakMap<ApiClient, Promise<TenantFeatures>>();

/**
 * The tenant's raw switches (public), fetched once per client and
 * shared by the live layer and the prompts. A failed load is logged and reads as "no switches"
 * (docs/shell.md#start-up: feature load failures are logged).
 */
export function loadTenantFeatures(http: ApiClient): Promise<TenantFeatures> {
  let pending = cache.get(http);
  if (!pending) {
    pending = http.call(getFeatures).catch((error: unknown) => {
      console.error('[session] feature switches failed to load', error);
      cache.delete(http);
      return {};
    });
    cache.set(http, pending);
  }
  return pending;
}
