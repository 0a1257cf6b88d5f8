import { createHttpClient } from '@mp/signed-http';
import {
  createClientReporter,
  remoteFallbackReport,
  startClientReports,
  type RemoteFallbackFacts,
} from './client-reports';

/**
 * Starts the page's error and web-vital reports to the API, public calls with the tenant header
 * (docs/observability.md#what-pages-report). Loaded after the page, off the first paint's path.
 */
export function reportThisPage(apiUrl: string, tenantId: string, sampleRate: number): () => void {
  const api = createHttpClient({ baseUrl: apiUrl, tenantId });
  return startClientReports({ api, sampleRate });
}

/**
 * Reports at once that a remote runs from its fallback because its configured URL failed
 * (docs/deploy.md#rolling-back): an error report naming both manifests.
 */
export async function reportRemoteFallback(
  apiUrl: string,
  tenantId: string,
  fallback: RemoteFallbackFacts,
): Promise<void> {
  const reporter = createClientReporter(createHttpClient({ baseUrl: apiUrl, tenantId }));
  reporter.add(remoteFallbackReport(fallback, window.location.pathname));
  await reporter.flush(false);
}
