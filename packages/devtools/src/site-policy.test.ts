import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from './serve-static.mjs';
import { contentSecurityPolicy, permissionsPolicy } from './site-policy.mjs';

const RUNTIME = {
  apiUrl: 'https://api.market.test',
  socketUrl: 'https://live.market.test',
  identityUrl: 'https://id.market.test/',
  remotes: {
    mf_jobs: 'https://cdn.market.test/jobs/mf-manifest.json',
    mf_profile: 'https://cdn.market.test/profile/v2/mf-manifest.json',
    mf_products: 'http://localhost:8085/mf-manifest.json',
  },
};

/** The policy as directive -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  const policy = directives(contentSecurityPolicy(RUNTIME));

  it("runs scripts only from the site's and the remotes' origins", () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://cdn.market.test',
      'http://localhost:8085',
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it("allows the origins of fallbacks and of single tenants' remotes too", () => {
    const moved = directives(
      contentSecurityPolicy({
        ...RUNTIME,
        remoteFallbacks: { mf_jobs: 'https://old.market.test/jobs/mf-manifest.json' },
        tenantRemotes: {
          acme: {
            mf_jobs: {
              url: 'https://canary.market.test/jobs/mf-manifest.json',
              fallback: 'https://backup.market.test/jobs/mf-manifest.json',
            },
          },
        },
      }),
    );
    expect(moved['script-src']).toEqual([
      "'self'",
      'https://cdn.market.test',
      'http://localhost:8085',
      'https://old.market.test',
      'https://canary.market.test',
      'https://backup.market.test',
    ]);
    expect(moved['connect-src']).toContain('https://canary.market.test');
  });

  it('connects only to the API, identity, socket and remote origins', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.market.test',
      'https://id.market.test',
      'https://live.market.test',
      'wss://live.market.test',
      'https://cdn.market.test',
      'http://localhost:8085',
    ]);
  });

  it("is framed only by the site itself and the tenant's embedding origins", () => {
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    const tenant = directives(
      contentSecurityPolicy(RUNTIME, {
        frameAncestors: ['https://intranet.acme.test', 'https://x.test/path', '*', "'none'"],
      }),
    );
    expect(tenant['frame-ancestors']).toEqual(["'self'", 'https://intranet.acme.test']);
  });

  it('asks browsers to report violations to the serving origin', () => {
    expect(policy['report-uri']).toEqual(['/csp-report']);
  });

  it('allows camera and microphone only where video runs', () => {
    expect(permissionsPolicy({ media: true })).toMatch(/camera=\(self\), microphone=\(self\)/);
    expect(permissionsPolicy({ media: false })).toMatch(/camera=\(\), microphone=\(\)/);
    expect(permissionsPolicy({ media: true })).toContain('geolocation=()');
  });
});

describe('the static servers send it', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mp-csp-'));
  const port = 19596;
  let server: StaticServer;

  beforeAll(async () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(path.join(root, 'remoteEntry.js'), 'console.log(1)');
    server = await startStaticServer({ root, port, policyConfig: RUNTIME, media: false });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('on pages: CSP, referrer and permissions policies; on assets: nosniff and referrer', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/index.html`);
    expect(page.headers.get('content-security-policy')).toContain(
      "script-src 'self' https://cdn.market.test",
    );
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    const script = await fetch(`http://127.0.0.1:${port}/remoteEntry.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('records violation reports and refuses anything else at the report address', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost:8080/',
        'violated-directive': 'script-src',
        'blocked-uri': 'https://evil.test/x.js',
      },
    };
    const sent = await fetch(`http://127.0.0.1:${port}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    expect(server.cspReports).toEqual([report['csp-report']]);
    const junk = await fetch(`http://127.0.0.1:${port}/csp-report`, {
      method: 'POST',
      body: 'not json',
    });
    expect(junk.status).toBe(400);
    const huge = await fetch(`http://127.0.0.1:${port}/csp-report`, {
      method: 'POST',
      body: JSON.stringify({ 'csp-report': { x: 'y'.repeat(40_000) } }),
    }).catch(() => null);
    expect(huge === null || huge.status === 400).toBe(true);
    expect(server.cspReports).toHaveLength(1);
  });
});
