import { createHttpClient } from '@mp/signed-http';
import { startClientReports } from './client-reports';

/**
 * Starts the page's error and web-vital reports to the API, public calls with the tenant header
 * (docs/observability.md#what-pages-report). Loaded after the page, off the first paint's path.
 */
export function reportThisPage(apiUrl: string, tenantId: string, sampleRate: number): () => void {
  const api = createHttpClient({ baseUrl: apiUrl, tenantId });
  return startClientReports({ api, sampleRate });
}
