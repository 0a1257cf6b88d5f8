import { parseRuntimeConfig, remoteLocation } from '@mp/contracts';
import { buildRuntimeConfig } from './runtime-config.mjs';

describe('buildRuntimeConfig', () => {
  // The shell validates this shape with parseRuntimeConfig at start (covered by the e2e suite).
  it('has local defaults: two tenants, six remotes, products off for acme', () => {
    const config = buildRuntimeConfig({});
    expect(config.tenants).toEqual({ localhost: 'demo', 'acme.localhost': 'acme' });
    expect(config.remotes.mf_jobs).toBe('http://localhost:8081/mf-manifest.json');
    expect(config.remotes.mf_profile).toBe('http://localhost:8086/mf-manifest.json');
    expect(config.disabledRemotes).toEqual({ acme: ['mf_products'] });
    expect(config.identity.acme).toEqual({
      region: 'local',
      userPoolId: 'local_acme',
      clientId: 'acmewebclient',
      identityPoolId: 'local:acme',
      endpoint: 'http://localhost:4100',
    });
    expect(config.socketUrl).toBe('http://localhost:4000');
    expect(Object.keys(config.remotes)).toHaveLength(6);
  });

  it('takes overrides from the environment', () => {
    const config = buildRuntimeConfig({
      MP_API_URL: 'https://api.example.com',
      MP_REMOTE_PORT_BASE: '18081',
      MP_REMOTE_MF_JOBS: 'https://cdn.example.com/jobs/mf-manifest.json',
      MP_DISABLED_REMOTES: '{"demo":["mf_messaging"]}',
    });
    expect(config.socketUrl).toBe('https://api.example.com');
    expect(config.remotes.mf_jobs).toBe('https://cdn.example.com/jobs/mf-manifest.json');
    expect(config.remotes.mf_proposals).toBe('http://localhost:18082/mf-manifest.json');
    expect(config.disabledRemotes).toEqual({ demo: ['mf_messaging'] });
  });

  it('takes a fallback per remote and the remotes of single tenants (docs/deploy.md)', () => {
    const config = buildRuntimeConfig({
      MP_REMOTE_MF_JOBS_FALLBACK: 'https://cdn.example.com/jobs/1.7.0/mf-manifest.json',
      MP_TENANT_REMOTES:
        '{"acme":{"mf_jobs":{"url":"https://cdn.example.com/jobs/1.8.0/mf-manifest.json"}}}',
    });
    expect(config.remoteFallbacks).toEqual({
      mf_jobs: 'https://cdn.example.com/jobs/1.7.0/mf-manifest.json',
    });
    expect(config.tenantRemotes).toEqual({
      acme: { mf_jobs: { url: 'https://cdn.example.com/jobs/1.8.0/mf-manifest.json' } },
    });
    const parsed = parseRuntimeConfig(config);
    expect(remoteLocation(parsed, 'demo', 'mf_jobs')).toEqual({
      url: 'http://localhost:8081/mf-manifest.json',
      fallback: 'https://cdn.example.com/jobs/1.7.0/mf-manifest.json',
    });
    expect(remoteLocation(parsed, 'acme', 'mf_jobs')?.url).toBe(
      'https://cdn.example.com/jobs/1.8.0/mf-manifest.json',
    );
    expect(buildRuntimeConfig({}).remoteFallbacks).toEqual({});
    expect(() => buildRuntimeConfig({ MP_TENANT_REMOTES: '[' })).toThrow('MP_TENANT_REMOTES');
  });

  it('names the variable when a JSON override is malformed', () => {
    expect(() => buildRuntimeConfig({ MP_TENANTS: '{nope' })).toThrow('MP_TENANTS');
  });
});
