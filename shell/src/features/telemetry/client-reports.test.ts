import { endpoints, MAX_CLIENT_REPORTS, type ClientReport } from '@mp/contracts';
import {
  createClientReporter,
  ERROR_FLUSH_DELAY_MS,
  errorReportOf,
  MAX_ERRORS_PER_PAGE,
  remoteFallbackReport,
  startClientReports,
  type WebVital,
} from './client-reports';

interface SentCall {
  reports: ClientReport[];
  keepalive: boolean | undefined;
}

function recordingApi(fail = false) {
  const sent: SentCall[] = [];
  const call = jest.fn(async (endpoint: unknown, input: unknown) => {
    expect(endpoint).toBe(endpoints.reportClientEvents);
    const { body, keepalive } = input as { body: { reports: ClientReport[] }; keepalive?: boolean };
    sent.push({ reports: body.reports, keepalive });
    if (fail) throw new Error('network down');
    return { accepted: body.reports.length };
  });
  return { api: { call } as never, sent };
}

const vital = (value: number): ClientReport => ({
  kind: 'vital',
  name: 'LCP',
  value,
  rating: 'good',
  path: '/',
});

describe('createClientReporter', () => {
  it('sends what is queued in batches the API takes, then nothing twice', async () => {
    const { api, sent } = recordingApi();
    const reporter = createClientReporter(api);
    for (let i = 0; i < MAX_CLIENT_REPORTS + 3; i += 1) reporter.add(vital(i));
    await reporter.flush(true);
    await reporter.flush(true);
    expect(sent.map((call) => call.reports.length)).toEqual([MAX_CLIENT_REPORTS, 3]);
    expect(sent.every((call) => call.keepalive === true)).toBe(true);
  });

  it('keeps at most a few errors per page, and swallows its own failures', async () => {
    const { api, sent } = recordingApi(true);
    const reporter = createClientReporter(api);
    for (let i = 0; i < MAX_ERRORS_PER_PAGE + 5; i += 1)
      reporter.add({ kind: 'error', message: `boom ${i}`, path: '/' });
    await expect(reporter.flush(false)).resolves.toBeUndefined();
    expect(sent.flatMap((call) => call.reports)).toHaveLength(MAX_ERRORS_PER_PAGE);
  });
});

describe('errorReportOf', () => {
  it('reads message, source and stack of an error event, cut to the sizes the API takes', () => {
    const error = new Error('x'.repeat(2000));
    const event = new ErrorEvent('error', {
      error,
      message: 'Uncaught Error',
      filename: 'http://localhost:8081/remoteEntry.js',
      lineno: 3,
      colno: 14,
    });
    const report = errorReportOf(event, '/customer/manage');
    expect(report).toMatchObject({
      kind: 'error',
      source: 'http://localhost:8081/remoteEntry.js:3:14',
      path: '/customer/manage',
    });
    expect(report.kind === 'error' && report.message).toHaveLength(1000);
  });

  it('reads the reason of an unhandled rejection', () => {
    const event = Object.assign(new Event('unhandledrejection'), { reason: 'quota exceeded' });
    expect(errorReportOf(event, '/')).toMatchObject({ message: 'quota exceeded', path: '/' });
  });
});

describe('startClientReports', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends an unhandled error soon after it happened', async () => {
    const { api, sent } = recordingApi();
    const stop = startClientReports({ api, sampleRate: 0, watchVitals: jest.fn() });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('render failed') }));
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(ERROR_FLUSH_DELAY_MS);
    expect(sent[0]?.reports[0]).toMatchObject({ kind: 'error', message: 'render failed' });
    expect(sent[0]?.keepalive).toBe(false);
    stop();
  });

  it('watches web vitals only on sampled page views and sends them as the page is left', async () => {
    const { api, sent } = recordingApi();
    const watchVitals = jest.fn((report: (vital: WebVital) => void) =>
      report({ name: 'CLS', value: 0.02, rating: 'good' }),
    );
    const unsampled = startClientReports({ api, sampleRate: 0.1, random: () => 0.5, watchVitals });
    expect(watchVitals).not.toHaveBeenCalled();
    unsampled();

    const stop = startClientReports({ api, sampleRate: 0.1, random: () => 0.05, watchVitals });
    expect(watchVitals).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      {
        reports: [{ kind: 'vital', name: 'CLS', value: 0.02, rating: 'good', path: '/' }],
        keepalive: true,
      },
    ]);
    stop();
  });
});

describe('remoteFallbackReport', () => {
  it('names the remote, the failed manifest as the source and the fallback it runs from', () => {
    const report = remoteFallbackReport(
      {
        remote: 'mf_jobs',
        failedUrl: 'https://cdn.example/jobs/1.8.0/mf-manifest.json',
        fallbackUrl: 'https://cdn.example/jobs/1.7.0/mf-manifest.json',
        error: new Error('Failed to fetch'),
      },
      '/freelancer/search-jobs',
    );
    expect(report).toEqual({
      kind: 'error',
      message:
        'Remote mf_jobs failed to load from https://cdn.example/jobs/1.8.0/mf-manifest.json; ' +
        'running from its fallback https://cdn.example/jobs/1.7.0/mf-manifest.json (Failed to fetch)',
      source: 'https://cdn.example/jobs/1.8.0/mf-manifest.json',
      path: '/freelancer/search-jobs',
    });
  });

  it('keeps within the sizes the API takes', () => {
    const long = `https://cdn.example/${'x'.repeat(2000)}/mf-manifest.json`;
    const report = remoteFallbackReport(
      { remote: 'mf_jobs', failedUrl: long, fallbackUrl: long, error: 'down' },
      '/',
    );
    expect(report.kind === 'error' && report.message).toHaveLength(1000);
    expect(report.kind === 'error' && report.source).toHaveLength(500);
  });
});
