import { createCredentialsProvider } from './credentials-provider';
import type { Credentials } from './signer';

const HOUR = 3600_000;

function issuer() {
  let count = 0;
  const fetchCredentials = jest.fn(async (): Promise<Credentials> => {
    count += 1;
    return {
      accessKeyId: `AKID${count}`,
      secretAccessKey: 'secret',
      sessionToken: `token${count}`,
      expiration: new Date(Date.now() + HOUR),
    };
  });
  return fetchCredentials;
}

describe('createCredentialsProvider', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('caches credentials and refreshes them 5 minutes before they expire', async () => {
    const fetchCredentials = issuer();
    const provider = createCredentialsProvider({ fetchCredentials });
    expect((await provider.get()).accessKeyId).toBe('AKID1');
    jest.advanceTimersByTime(54 * 60_000);
    expect((await provider.get()).accessKeyId).toBe('AKID1');
    expect(fetchCredentials).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * 60_000);
    expect((await provider.get()).accessKeyId).toBe('AKID2');
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
  });

  it('runs a single refresh for concurrent callers', async () => {
    const fetchCredentials = issuer();
    const provider = createCredentialsProvider({ fetchCredentials });
    const all = await Promise.all([provider.get(), provider.get(), provider.get()]);
    expect(new Set(all.map((c) => c.accessKeyId))).toEqual(new Set(['AKID1']));
    expect(fetchCredentials).toHaveBeenCalledTimes(1);
  });

  it('keeps still-valid credentials when an early refresh fails, then fails after expiry', async () => {
    const fetchCredentials = issuer();
    const provider = createCredentialsProvider({ fetchCredentials });
    await provider.get();
    fetchCredentials.mockRejectedValue(new Error('identity service down'));
    jest.advanceTimersByTime(57 * 60_000);
    expect((await provider.get()).accessKeyId).toBe('AKID1');
    jest.advanceTimersByTime(4 * 60_000);
    await expect(provider.get()).rejects.toThrow('identity service down');
  });

  it('fetches anew after clear()', async () => {
    const fetchCredentials = issuer();
    const provider = createCredentialsProvider({ fetchCredentials });
    await provider.get();
    provider.clear();
    expect((await provider.get()).accessKeyId).toBe('AKID2');
  });
});

describe('createCredentialsProvider with a store', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function memoryStore() {
    let kept: Credentials | null = null;
    return {
      load: () => kept,
      save: (credentials: Credentials) => {
        kept = credentials;
      },
      clear: () => {
        kept = null;
      },
      kept: () => kept,
    };
  }

  it('signs a new page with the stored credentials while the identity service is down', async () => {
    const store = memoryStore();
    const first = createCredentialsProvider({ fetchCredentials: issuer(), store });
    expect((await first.get()).accessKeyId).toBe('AKID1');

    const unreachable = jest.fn(async (): Promise<Credentials> => {
      throw new TypeError('Failed to fetch');
    });
    const reloaded = createCredentialsProvider({ fetchCredentials: unreachable, store });
    expect((await reloaded.get()).accessKeyId).toBe('AKID1');
    jest.advanceTimersByTime(57 * 60_000);
    // Within the refresh margin: the refresh fails, the stored credentials still work.
    expect((await reloaded.get()).accessKeyId).toBe('AKID1');
    jest.advanceTimersByTime(4 * 60_000);
    await expect(reloaded.get()).rejects.toThrow('Failed to fetch');
  });

  it('forgets the stored credentials when cleared', async () => {
    const store = memoryStore();
    const provider = createCredentialsProvider({ fetchCredentials: issuer(), store });
    await provider.get();
    expect(store.kept()?.accessKeyId).toBe('AKID1');
    provider.clear();
    expect(store.kept()).toBeNull();
  });
});
