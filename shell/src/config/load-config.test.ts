import { EMBEDDED_CONFIG_ID, loadRuntimeConfig } from './load-config';

const config = {
  apiUrl: 'http://localhost:4000',
  socketUrl: 'http://localhost:4000',
  identityUrl: 'http://localhost:4100',
  defaultLocale: 'en',
  tenants: { localhost: 'demo' },
  identity: {
    demo: {
      region: 'local',
      userPoolId: 'local_demo',
      clientId: 'demowebclient',
      identityPoolId: 'local:demo',
      endpoint: 'http://localhost:4100',
    },
  },
  remotes: { mf_jobs: 'http://localhost:8081/mf-manifest.json' },
  disabledRemotes: {},
};

function embed(text: string): void {
  const block = document.createElement('script');
  block.id = EMBEDDED_CONFIG_ID;
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

/** The network boundary: answers like fetch's Response for the fields the loader reads. */
function fetcherAnswering(body: unknown, status = 200) {
  return jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  })) as unknown as jest.Mock & typeof fetch;
}

afterEach(() => document.getElementById(EMBEDDED_CONFIG_ID)?.remove());

describe('loadRuntimeConfig', () => {
  it('uses the config embedded in the page without fetching', async () => {
    embed(JSON.stringify(config));
    const fetcher = fetcherAnswering({});
    const loaded = await loadRuntimeConfig(fetcher);
    expect(loaded.identity.demo?.clientId).toBe('demowebclient');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches /config.json when the page carries no config', async () => {
    const fetcher = fetcherAnswering(config);
    const loaded = await loadRuntimeConfig(fetcher);
    expect(fetcher).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(loaded.remotes.mf_jobs).toBe('http://localhost:8081/mf-manifest.json');
  });

  it('falls back to /config.json when the embedded block is not JSON', async () => {
    embed('{not json');
    const fetcher = fetcherAnswering(config);
    await expect(loadRuntimeConfig(fetcher)).resolves.toMatchObject({ defaultLocale: 'en' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fails clearly when /config.json is not there', async () => {
    await expect(loadRuntimeConfig(fetcherAnswering({}, 404))).rejects.toThrow(
      '/config.json answered 404',
    );
  });
});
