import {
  endpoints,
  MAX_CLIENT_REPORTS,
  type ApiClient,
  type ClientReport,
  type WEB_VITAL_NAMES,
} from '@mp/contracts';

/** Unhandled errors one page reports at most: a loop of failures must not flood the API. */
export const MAX_ERRORS_PER_PAGE = 10;
/** How long a reported error waits for company before it is sent. */
export const ERROR_FLUSH_DELAY_MS = 5_000;
const MAX_MESSAGE = 1000;
const MAX_SOURCE = 500;
const MAX_STACK = 4000;

type ReportsApi = Pick<ApiClient, 'call'>;

/** Collects the page's reports and sends them in batches (docs/observability.md). */
export interface ClientReporter {
  add(report: ClientReport): void;
  /** Sends what is queued; `keepalive` when the page is being hidden or left. */
  flush(keepalive: boolean): Promise<void>;
}

export function createClientReporter(api: ReportsApi): ClientReporter {
  let queue: ClientReport[] = [];
  let errors = 0;
  return {
    add(report) {
      if (report.kind === 'error') {
        if (errors >= MAX_ERRORS_PER_PAGE) return;
        errors += 1;
      }
      queue.push(report);
    },
    async flush(keepalive) {
      const batches: ClientReport[][] = [];
      for (let start = 0; start < queue.length; start += MAX_CLIENT_REPORTS)
        batches.push(queue.slice(start, start + MAX_CLIENT_REPORTS));
      queue = [];
      // Reporting never disturbs the page and never reports its own failure (no loop).
      await Promise.all(
        batches.map((reports) =>
          api.call(endpoints.reportClientEvents, { body: { reports }, keepalive }).catch(() => {}),
        ),
      );
    },
  };
}

const cut = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.slice(0, max);

/** What an `error` or `unhandledrejection` event says, as a report of this path. */
export function errorReportOf(event: Event, path: string): ClientReport {
  const thrown =
    event instanceof ErrorEvent
      ? event.error
      : (event as PromiseRejectionEvent | { reason?: unknown }).reason;
  const message =
    thrown instanceof Error
      ? thrown.message
      : event instanceof ErrorEvent && event.message
        ? event.message
        : String(thrown ?? 'Unknown error');
  const source =
    event instanceof ErrorEvent && event.filename
      ? `${event.filename}:${event.lineno}:${event.colno}`
      : undefined;
  return {
    kind: 'error',
    message: cut(message, MAX_MESSAGE) || 'Unknown error',
    source: cut(source, MAX_SOURCE),
    stack: thrown instanceof Error ? cut(thrown.stack, MAX_STACK) : undefined,
    path,
  };
}

/** The fields of a remote that now runs from its fallback (federation/remote-fallback.ts). */
export interface RemoteFallbackFacts {
  remote: string;
  failedUrl: string;
  fallbackUrl: string;
  error: unknown;
}

/**
 * A remote that failed at its configured URL and was loaded from its known-good fallback, as an
 * error report whose source is the failed manifest (docs/observability.md#what-pages-report).
 */
export function remoteFallbackReport(fallback: RemoteFallbackFacts, path: string): ClientReport {
  const cause = fallback.error instanceof Error ? fallback.error.message : String(fallback.error);
  const message =
    `Remote ${fallback.remote} failed to load from ${fallback.failedUrl}; ` +
    `running from its fallback ${fallback.fallbackUrl} (${cause})`;
  return {
    kind: 'error',
    message: cut(message, MAX_MESSAGE) as string,
    source: cut(fallback.failedUrl, MAX_SOURCE),
    path,
  };
}

export interface WebVital {
  name: (typeof WEB_VITAL_NAMES)[number];
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

type WatchVitals = (report: (vital: WebVital) => void) => void;

/** The `web-vitals` library, loaded only for the sampled page views. */
const watchWebVitals: WatchVitals = (report) => {
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB])
      watch((metric) => report({ name: metric.name, value: metric.value, rating: metric.rating }));
  });
};

export interface ClientReportsOptions {
  api: ReportsApi;
  /** Share of page views that report web vitals (errors are always reported). */
  sampleRate: number;
  random?: () => number;
  target?: Window;
  watchVitals?: WatchVitals;
}

/**
 * Reports this page's unhandled errors and, for a sampled share of page views, its web vitals.
 * Sent soon after an error, and whatever is left when the page is hidden or left.
 */
export function startClientReports({
  api,
  sampleRate,
  random = Math.random,
  target = window,
  watchVitals = watchWebVitals,
}: ClientReportsOptions): () => void {
  const reporter = createClientReporter(api);
  const path = () => target.location.pathname;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onError = (event: Event) => {
    reporter.add(errorReportOf(event, path()));
    timer ??= setTimeout(() => {
      timer = null;
      void reporter.flush(false);
    }, ERROR_FLUSH_DELAY_MS);
  };
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') void reporter.flush(true);
  };
  const onLeave = () => void reporter.flush(true);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onError);
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', onLeave);
  if (random() < sampleRate)
    watchVitals((vital) => reporter.add({ kind: 'vital', ...vital, path: path() }));
  return () => {
    if (timer !== null) clearTimeout(timer);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onError);
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', onLeave);
  };
}
