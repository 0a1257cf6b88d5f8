import { parseRuntimeConfig, type RuntimeConfig } from '@mp/contracts';

/** Fetches and validates `/config.json`; nothing about a deployment is known at build time. */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
