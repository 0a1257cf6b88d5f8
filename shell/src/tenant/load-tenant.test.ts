import { DEFAULT_STYLING } from '@mp/contracts';
import {
  EMBEDDED_TENANT_DATA_ID,
  effectiveStyling,
  loadTenantData,
  readEmbeddedTenantData,
  type TenantData,
} from './load-tenant';

const SETTINGS = {
  languages: [{ value: 'en', label: 'English' }],
  styling: {},
  customMenus: {},
  footer: {},
};

// jsdom has no fetch Response: the loader reads only ok, status and json().
function json(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

describe('loadTenantData', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('starts the four loads at once with the tenant header and reports each as it settles', async () => {
    const started: string[] = [];
    const release: Array<() => void> = [];
    const fetcher = jest.fn((url: string, init?: RequestInit) => {
      started.push(
        `${(init?.headers as Record<string, string>)['x-tenant-id']} ${new URL(url).pathname}`,
      );
      const path = new URL(url).pathname;
      const body =
        path === '/settings'
          ? SETTINGS
          : path === '/settings/features'
            ? { dashboard: { isEnabled: true } }
            : path === '/settings/datatypes'
              ? []
              : { colorsMap: { primaryButton: '#ea580c' } };
      return new Promise<Response>((resolve) => release.push(() => resolve(json(body))));
    });
    const updates: Partial<TenantData> = {};
    const done = loadTenantData(
      'http://api.test/',
      'acme',
      (name, resource) => {
        (updates as Record<string, unknown>)[name] = resource;
      },
      fetcher as unknown as typeof fetch,
    );
    expect(started).toEqual([
      'acme /settings',
      'acme /settings/features',
      'acme /settings/datatypes',
      'acme /styling/get_tenant_styling',
    ]);
    for (const resolve of release) resolve();
    await done;
    expect(updates.settings?.status).toBe('fetched');
    expect(updates.features).toEqual({
      status: 'fetched',
      data: { dashboard: { isEnabled: true } },
    });
    expect(updates.datatypes).toEqual({ status: 'fetched', data: [] });
    const styling = updates.styling;
    expect(styling?.status === 'fetched' && styling.data.colorsMap).toMatchObject({
      primaryButton: '#ea580c',
      color3: '#ffffff',
    });
  });

  it('turns failures and malformed bodies into error states; styling falls back to the defaults', async () => {
    const fetcher = jest.fn(async (url: string) => {
      const path = new URL(url).pathname;
      if (path === '/styling/get_tenant_styling') return json({ message: 'down' }, 503);
      if (path === '/settings') return json({ languages: 'en' });
      if (path === '/settings/features') throw new TypeError('Failed to fetch');
      return json([]);
    });
    const updates: Partial<TenantData> = {};
    await loadTenantData(
      'http://api.test',
      'demo',
      (name, resource) => {
        (updates as Record<string, unknown>)[name] = resource;
      },
      fetcher as unknown as typeof fetch,
    );
    expect(updates.styling).toEqual({
      status: 'error',
      error: '/styling/get_tenant_styling answered 503',
    });
    expect(updates.settings).toEqual({
      status: 'error',
      error: '/settings sent an unexpected body',
    });
    expect(updates.features).toEqual({ status: 'error', error: 'Failed to fetch' });
    expect(effectiveStyling(updates.styling!).colorsMap).toEqual(DEFAULT_STYLING.colorsMap);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('settles what the page embedded at once, without a request, and fetches the rest', async () => {
    const fetcher = jest.fn(async () => json([]));
    const updates: Partial<TenantData> = {};
    const done = loadTenantData(
      'http://api.test',
      'acme',
      (name, resource) => {
        (updates as Record<string, unknown>)[name] = resource;
      },
      fetcher as unknown as typeof fetch,
      {
        settings: SETTINGS,
        features: { dashboard: { isEnabled: false } },
        styling: { colorsMap: { primaryButton: '#ea580c' } },
      },
    );
    // Synchronously: the first render already has them.
    expect(updates.settings).toEqual({ status: 'fetched', data: SETTINGS });
    expect(updates.features).toEqual({
      status: 'fetched',
      data: { dashboard: { isEnabled: false } },
    });
    const styling = updates.styling;
    expect(styling?.status === 'fetched' && styling.data.colorsMap).toMatchObject({
      primaryButton: '#ea580c',
      color3: '#ffffff',
    });
    expect(updates.datatypes).toBeUndefined();
    await done;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual([
      'http://api.test/settings/datatypes',
      expect.anything(),
    ]);
    expect(updates.datatypes).toEqual({ status: 'fetched', data: [] });
  });

  it('fetches an embedded resource that fails the checks', async () => {
    const fetcher = jest.fn(async (url: string) =>
      json(new URL(url).pathname === '/settings' ? SETTINGS : []),
    );
    const updates: Partial<TenantData> = {};
    await loadTenantData(
      'http://api.test',
      'demo',
      (name, resource) => {
        (updates as Record<string, unknown>)[name] = resource;
      },
      fetcher as unknown as typeof fetch,
      { settings: { languages: 'en' } },
    );
    expect(fetcher).toHaveBeenCalledWith('http://api.test/settings', expect.anything());
    expect(updates.settings).toEqual({ status: 'fetched', data: SETTINGS });
  });
});

describe('readEmbeddedTenantData', () => {
  afterEach(() => document.getElementById(EMBEDDED_TENANT_DATA_ID)?.remove());

  function embed(text: string): void {
    const block = document.createElement('script');
    block.id = EMBEDDED_TENANT_DATA_ID;
    block.type = 'application/json';
    block.textContent = text;
    document.head.append(block);
  }

  it('reads the block of this tenant and nothing else', () => {
    expect(readEmbeddedTenantData('acme')).toEqual({});
    embed(JSON.stringify({ tenantId: 'acme', settings: SETTINGS }));
    expect(readEmbeddedTenantData('acme')).toMatchObject({ settings: SETTINGS });
    expect(readEmbeddedTenantData('demo')).toEqual({});
  });

  it('ignores a broken block', () => {
    embed('{"tenantId": "acme", ');
    expect(readEmbeddedTenantData('acme')).toEqual({});
  });
});
