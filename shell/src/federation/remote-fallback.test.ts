import { loadWithFallback, type RemoteFallback } from './remote-fallback';

const CURRENT = 'https://cdn.example/jobs/1.8.0/mf-manifest.json';
const KNOWN_GOOD = 'https://cdn.example/jobs/1.7.0/mf-manifest.json';

/** A loader that answers from the URLs given and fails everywhere else. */
function loaderServing(...working: string[]) {
  const tried: string[] = [];
  const loadFrom = jest.fn(async (url: string) => {
    tried.push(url);
    if (!working.includes(url)) throw new Error(`unreachable ${url}`);
    return `App from ${url}`;
  });
  return { loadFrom, tried };
}

describe('loadWithFallback', () => {
  it('loads from the configured URL and reports nothing while it works', async () => {
    const { loadFrom, tried } = loaderServing(CURRENT, KNOWN_GOOD);
    const reportFallback = jest.fn();
    const result = await loadWithFallback({
      remote: 'mf_jobs',
      location: { url: CURRENT, fallback: KNOWN_GOOD },
      onFallback: false,
      loadFrom,
      reportFallback,
    });
    expect(result).toEqual({ loaded: `App from ${CURRENT}`, url: CURRENT });
    expect(tried).toEqual([CURRENT]);
    expect(reportFallback).not.toHaveBeenCalled();
  });

  it('loads the fallback when the configured URL fails, and reports the switch', async () => {
    const { loadFrom, tried } = loaderServing(KNOWN_GOOD);
    const reports: RemoteFallback[] = [];
    const result = await loadWithFallback({
      remote: 'mf_jobs',
      location: { url: CURRENT, fallback: KNOWN_GOOD },
      onFallback: false,
      loadFrom,
      reportFallback: (fallback) => reports.push(fallback),
    });
    expect(result).toEqual({ loaded: `App from ${KNOWN_GOOD}`, url: KNOWN_GOOD });
    expect(tried).toEqual([CURRENT, KNOWN_GOOD]);
    expect(reports).toEqual([
      {
        remote: 'mf_jobs',
        failedUrl: CURRENT,
        fallbackUrl: KNOWN_GOOD,
        error: new Error(`unreachable ${CURRENT}`),
      },
    ]);
  });

  it('goes straight to the fallback once this page view moved there', async () => {
    const { loadFrom, tried } = loaderServing(CURRENT, KNOWN_GOOD);
    const reportFallback = jest.fn();
    const result = await loadWithFallback({
      remote: 'mf_jobs',
      location: { url: CURRENT, fallback: KNOWN_GOOD },
      onFallback: true,
      loadFrom,
      reportFallback,
    });
    expect(result.url).toBe(KNOWN_GOOD);
    expect(tried).toEqual([KNOWN_GOOD]);
    expect(reportFallback).not.toHaveBeenCalled();
  });

  it("rejects with the configured URL's error when there is no fallback or it fails too", async () => {
    const { loadFrom } = loaderServing();
    const reportFallback = jest.fn();
    await expect(
      loadWithFallback({
        remote: 'mf_jobs',
        location: { url: CURRENT },
        onFallback: false,
        loadFrom,
        reportFallback,
      }),
    ).rejects.toThrow(`unreachable ${CURRENT}`);
    await expect(
      loadWithFallback({
        remote: 'mf_jobs',
        location: { url: CURRENT, fallback: KNOWN_GOOD },
        onFallback: false,
        loadFrom,
        reportFallback,
      }),
    ).rejects.toThrow(`unreachable ${CURRENT}`);
    expect(reportFallback).not.toHaveBeenCalled();
  });
});
