import { parseRuntimeConfig, type RuntimeConfig } from '@mp/contracts';

/** The id of the JSON block the static server embeds in the shell page. */
export const EMBEDDED_CONFIG_ID = 'mp-runtime-config';

function embeddedConfig(): unknown {
  const text = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The runtime config: embedded in the served page when the server could (one round trip less
 * before the first render), else fetched from `/config.json`. Nothing about a deployment is
 * known at build time.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const embedded = embeddedConfig();
  if (embedded !== undefined) return parseRuntimeConfig(embedded);
  const response = await fetcher('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
