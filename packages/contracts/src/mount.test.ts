import {
  DEFAULT_CLIENT_REPORT_SAMPLE_RATE,
  enabledRemotes,
  parseRuntimeConfig,
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
