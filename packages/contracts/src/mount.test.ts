import {
  DEFAULT_CLIENT_REPORT_SAMPLE_RATE,
  enabledRemotes,
  parseRuntimeConfig,
  remoteLocation,
  resolveTenantId,
  RuntimeConfigError,
} from './mount';

const valid = {
  apiUrl: 'http://localhost:4000',
  socketUrl: 'http://localhost:4000',
  identityUrl: 'http://localhost:4100',
  defaultLocale: 'en',
  tenants: { localhost: 'demo', 'acme.localhost': 'acme' },
  identity: {
    demo: {
      region: 'local-1',
      userPoolId: 'local_demo',
      clientId: 'local-demo-client',
      identityPoolId: 'local:demo',
      endpoint: 'http://localhost:4100',
    },
  },
  remotes: {
    mf_jobs: 'http://localhost:8081/mf-manifest.json',
    mf_products: 'http://localhost:8085/mf-manifest.json',
  },
  disabledRemotes: { acme: ['mf_products'] },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.remotes.mf_jobs).toBe('http://localhost:8081/mf-manifest.json');
    expect(config.disabledRemotes.acme).toEqual(['mf_products']);
    expect(config.clientReportSampleRate).toBe(DEFAULT_CLIENT_REPORT_SAMPLE_RATE);
    expect(parseRuntimeConfig({ ...valid, clientReportSampleRate: 1 }).clientReportSampleRate).toBe(
      1,
    );
  });

  it.each([
    [{ ...valid, apiUrl: 'not a url' }, 'apiUrl'],
    [{ ...valid, remotes: { mf_unknown: 'http://x/mf-manifest.json' } }, 'remotes.mf_unknown'],
    [{ ...valid, disabledRemotes: { acme: ['nope'] } }, 'disabledRemotes.acme'],
    [
      { ...valid, identity: { demo: { ...valid.identity.demo, clientId: '' } } },
      'identity.demo.clientId',
    ],
    [{ ...valid, tenants: null }, 'tenants'],
    [{ ...valid, clientReportSampleRate: 1.5 }, 'clientReportSampleRate'],
    [{ ...valid, clientReportSampleRate: '0.5' }, 'clientReportSampleRate'],
    [{ ...valid, remoteFallbacks: { mf_jobs: 'nope' } }, 'remoteFallbacks.mf_jobs'],
    [
      { ...valid, tenantRemotes: { acme: { mf_nope: 'http://x/m.json' } } },
      'tenantRemotes.acme.mf_nope',
    ],
    [
      { ...valid, tenantRemotes: { acme: { mf_jobs: { fallback: 'http://x/m.json' } } } },
      'tenantRemotes.acme.mf_jobs.url',
    ],
    [
      { ...valid, tenantRemotes: { acme: { mf_jobs: { url: 'http://x/m.json', fallback: 7 } } } },
      'tenantRemotes.acme.mf_jobs.fallback',
    ],
    [{ ...valid, tenantRemotes: { acme: [] } }, 'tenantRemotes.acme'],
  ])('names the failing field', (input, field) => {
    expect(() => parseRuntimeConfig(input)).toThrow(RuntimeConfigError);
    try {
      parseRuntimeConfig(input);
    } catch (error) {
      expect((error as RuntimeConfigError).field).toBe(field);
    }
  });
});

describe('tenant and remote resolution', () => {
  const config = parseRuntimeConfig(valid);

  it('maps hosts to tenants case-insensitively and rejects unknown hosts', () => {
    expect(resolveTenantId(config, 'ACME.localhost')).toBe('acme');
    expect(resolveTenantId(config, 'other.example')).toBeNull();
  });

  it('drops remotes a tenant switched off or that are not configured', () => {
    expect(enabledRemotes(config, 'demo')).toEqual(['mf_jobs', 'mf_products']);
    expect(enabledRemotes(config, 'acme')).toEqual(['mf_jobs']);
  });
});

describe('remoteLocation', () => {
  const config = parseRuntimeConfig({
    ...valid,
    remoteFallbacks: { mf_jobs: 'http://localhost:8081/v1/mf-manifest.json' },
    tenantRemotes: {
      acme: { mf_jobs: { url: 'https://cdn.example/jobs/2/mf-manifest.json' } },
      beta: {
        mf_jobs: 'https://cdn.example/jobs/3/mf-manifest.json',
        mf_profile: {
          url: 'https://cdn.example/profile/5/mf-manifest.json',
          fallback: 'https://cdn.example/profile/4/mf-manifest.json',
        },
      },
    },
  });

  it('gives every tenant the default URL and fallback', () => {
    expect(remoteLocation(config, 'demo', 'mf_jobs')).toEqual({
      url: 'http://localhost:8081/mf-manifest.json',
      fallback: 'http://localhost:8081/v1/mf-manifest.json',
    });
    expect(remoteLocation(config, 'demo', 'mf_products')).toEqual({
      url: 'http://localhost:8085/mf-manifest.json',
    });
  });

  it("lets one tenant's own entry replace the default, fallback included", () => {
    expect(remoteLocation(config, 'acme', 'mf_jobs')).toEqual({
      url: 'https://cdn.example/jobs/2/mf-manifest.json',
    });
    expect(remoteLocation(config, 'beta', 'mf_jobs')).toEqual({
      url: 'https://cdn.example/jobs/3/mf-manifest.json',
    });
    expect(remoteLocation(config, 'beta', 'mf_profile')).toEqual({
      url: 'https://cdn.example/profile/5/mf-manifest.json',
      fallback: 'https://cdn.example/profile/4/mf-manifest.json',
    });
  });

  it('enables a remote configured for one tenant only', () => {
    expect(remoteLocation(config, 'demo', 'mf_profile')).toBeNull();
    expect(enabledRemotes(config, 'demo')).not.toContain('mf_profile');
    expect(enabledRemotes(config, 'beta')).toContain('mf_profile');
  });
});
