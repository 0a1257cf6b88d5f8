import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeServerKit } from './build.mjs';
import { injectTenantHead, startStaticServer, type StaticServer } from './serve-static.mjs';

/** The shell app, whose server kit the tests bundle as the build does. */
const SHELL_DIR = path.resolve(__dirname, '../../../shell');

const HTML =
  '<!doctype html><html><head><link rel="icon" href="data:,"/><title>Marketplace</title></head><body><div id="root"></div></body></html>';

const ACME_STYLING = {
  colorsMap: { color2: '#c2410c', primaryButton: '#ea580c', evil: 'red;}</style><script>' },
  buttonStyles: { primary: { borderRadius: '2px' } },
  fontVariablesList: [{ name: '--font-heading', value: 'Georgia, serif' }],
  favicon: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  logoHeight: 32,
};
const ACME_SETTINGS = {
  frameAncestors: ['https://intranet.acme.test', 'javascript:alert(1)'],
  styling: {
    header: { backgroundColor: '#1e293b' },
    metadata: {
      '/': { title: 'Acme </title><script>alert(1)</script>', description: 'Hire "vetted" people' },
      '/freelancer/profile/:username': { title: 'Specialist profile' },
    },
    customCss: { '*': 'h1 { font-variant: small-caps; }', '/login': 'form { color: red; }' },
  },
  defaultLocale: 'en',
  home: {
    hero: {
      image: '/acme-hero.svg',
      texts: { en: { headline: 'Vetted <specialists>', subline: 'Checked by Acme.' } },
    },
  },
};

const ACME_FEATURES = { productsRemote: { isEnabled: false } };

function get(
  port: number,
  rawPath: string,
  host: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('tenant head of the served shell HTML', () => {
  it('escapes the title and description and never lets a value close the style element', () => {
    const html = injectTenantHead(HTML, {
      styling: ACME_STYLING,
      // The kit filters and sanitises these already; the server checks again.
      variables: { '--color-2': '#c2410c', '--evil': 'red}</style><script>', '--x}': 'red' },
      head: {
        title: 'Acme </title><script>alert(1)</script>',
        description: 'Hire "vetted" people',
        customCss: 'h1{color:red}</style><script>',
      },
    });
    expect(html).toContain('<style id="mp-tenant-theme">:root{--color-2:#c2410c}</style>');
    expect(html).toContain(
      '<title>Acme &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain('<meta name="description" content="Hire &quot;vetted&quot; people"/>');
    expect(html).toContain('<style id="mp-tenant-custom-css">h1{color:red}/style>script></style>');
    expect(html).not.toContain('<script>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"/>');
    expect(html).not.toContain('href="data:,"');
  });

  describe('served', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mp-tenant-head-'));
    const apiPort = 19592;
    const shellPort = 19590;
    let api: Server;
    let shell: StaticServer;
    let apiUp = true;
    const calls: string[] = [];

    beforeAll(async () => {
      writeFileSync(path.join(root, 'index.html'), HTML);
      // The real kit, bundled from the shell's source as the build does.
      await writeServerKit(SHELL_DIR, root);
      api = createServer((req, res) => {
        calls.push(`${String(req.headers['x-tenant-id'])} ${req.url}`);
        if (!apiUp) {
          res.writeHead(503).end();
          return;
        }
        if (req.url?.startsWith('/platform/tenant-by-host?')) {
          const known = req.url.endsWith('host=beta.localhost');
          res
            .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
            .end(JSON.stringify(known ? { tenantId: 'beta' } : { code: 'TENANT_NOT_FOUND' }));
          return;
        }
        const body =
          req.url === '/settings'
            ? ACME_SETTINGS
            : req.url === '/settings/features'
              ? ACME_FEATURES
              : ACME_STYLING;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
      shell = await startStaticServer({
        root,
        port: shellPort,
        spa: true,
        runtimeConfig: {
          apiUrl: `http://127.0.0.1:${apiPort}`,
          identityUrl: 'http://localhost:4100',
          tenants: { 'acme.localhost': 'acme' },
          identity: {
            acme: {
              region: 'local',
              userPoolId: 'local_acme',
              clientId: 'acmewebclient',
              identityPoolId: 'local:acme',
              endpoint: 'http://localhost:4100',
            },
          },
        },
        tenantHead: { timeoutMs: 500, cacheMs: 0 },
      });
    });

    afterAll(async () => {
      await shell.close();
      await new Promise((resolve) => api.close(resolve));
      rmSync(root, { recursive: true, force: true });
    });

    it("inlines the host's tenant look into deep links of the shell", async () => {
      const reply = await get(
        shellPort,
        '/freelancer/profile/frankie',
        `acme.localhost:${shellPort}`,
      );
      expect(reply.status).toBe(200);
      // Acme's orange fails AA under white text: the kit serves it darkened, as the shell paints it.
      expect(reply.body).toContain('--primary-button:#c74b0a');
      expect(reply.body).toContain('--primary-button-radius:2px');
      expect(reply.body).toContain('--header-background:#1e293b');
      expect(reply.body).toContain('--color-3:#ffffff');
      expect(reply.body).not.toContain('--evil');
      expect(reply.body).toContain('<title>Specialist profile</title>');
      // The route's custom CSS, sanitised by the shell's code, after the base CSS.
      expect(reply.body).toContain(
        '<style id="mp-tenant-custom-css">h1 { font-variant: small-caps; }</style>',
      );
      expect(calls).toContain('acme /styling/get_tenant_styling');
    });

    it("paints the tenant's own hero on the home page, escaped", async () => {
      const home = await get(shellPort, '/', `acme.localhost:${shellPort}`);
      expect(home.body).toContain('data-prerendered="home"');
      expect(home.body).toContain('Vetted &lt;specialists&gt;</h1>');
      expect(home.body).toContain('src="/acme-hero.svg"');
    });

    it("embeds the tenant's settings, switches and styling for the shell's start-up", async () => {
      const reply = await get(shellPort, '/login', `acme.localhost:${shellPort}`);
      const block = /<script id="mp-tenant-data" type="application\/json">([^]*?)<\/script>/.exec(
        reply.body,
      );
      expect(block).not.toBeNull();
      const data = JSON.parse(block![1]!) as Record<string, unknown>;
      expect(data).toEqual({
        tenantId: 'acme',
        settings: ACME_SETTINGS,
        features: ACME_FEATURES,
        styling: ACME_STYLING,
      });
      // The settings carry `</title><script>`: escaped so the block cannot be closed early.
      expect(block![1]).not.toContain('</');
    });

    it('serves the HTML without a tenant look for unknown hosts and when the API fails', async () => {
      // Only the runtime config block is added; no theme, favicon or title of a tenant.
      const withoutConfig = (body: string) =>
        body.replace(/<script id="mp-runtime-config"[^]*?<\/script>/, '');
      const unknownHost = (await get(shellPort, '/', `other.test:${shellPort}`)).body;
      expect(unknownHost).toContain('id="mp-runtime-config"');
      expect(withoutConfig(unknownHost)).toBe(HTML);
      apiUp = false;
      const reply = await get(shellPort, '/login', `acme.localhost:${shellPort}`);
      const home = await get(shellPort, '/', `acme.localhost:${shellPort}`);
      apiUp = true;
      expect(reply.status).toBe(200);
      // The header frame and page skeleton need no tenant data either; no tenant look is added.
      expect(reply.body).toContain('data-prerendered="route"');
      expect(reply.body).not.toContain('mp-tenant-theme');
      expect(reply.body).not.toContain('mp-tenant-data');
      expect(reply.body).not.toContain('<img');
      // The hero needs no tenant data: the home page still paints from the HTML.
      expect(home.body).toContain('data-prerendered="home"');
      expect(home.body).not.toContain('mp-tenant-theme');
      expect(home.body).not.toContain('mp-tenant-data');
    });

    it('serves a host the API names, a tenant created since start, with its identity settings', async () => {
      const runtimeConfigOf = (body: string) =>
        JSON.parse(
          /<script id="mp-runtime-config" type="application\/json">([^]*?)<\/script>/.exec(
            body,
          )![1]!,
        ) as { tenants: Record<string, string>; identity: Record<string, unknown> };
      const page = await get(shellPort, '/login', `beta.localhost:${shellPort}`);
      expect(calls).toContain('undefined /platform/tenant-by-host?host=beta.localhost');
      expect(calls).toContain('beta /styling/get_tenant_styling');
      const embedded = runtimeConfigOf(page.body);
      expect(embedded.tenants).toEqual({ 'acme.localhost': 'acme', 'beta.localhost': 'beta' });
      expect(embedded.identity.beta).toEqual({
        region: 'local',
        userPoolId: 'local_beta',
        clientId: 'betawebclient',
        identityPoolId: 'local:beta',
        endpoint: 'http://localhost:4100',
      });
      expect(page.body).toContain('id="mp-tenant-data"');
      const config = await get(shellPort, '/config.json', `beta.localhost:${shellPort}`);
      expect(JSON.parse(config.body)).toMatchObject({ tenants: { 'beta.localhost': 'beta' } });
      // A host nobody serves is left out of the config.
      const unknown = await get(shellPort, '/config.json', `nobody.test:${shellPort}`);
      expect(JSON.parse(unknown.body)).toMatchObject({ tenants: { 'acme.localhost': 'acme' } });
      expect(JSON.parse(unknown.body).tenants['nobody.test']).toBeUndefined();
    });

    it("lets only the tenant's own embedding sites frame its pages", async () => {
      const acme = await get(shellPort, '/', 'acme.localhost');
      const policy = String(acme.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'self' https://intranet.acme.test;");
      expect(policy).not.toContain('javascript');
      const unknown = await get(shellPort, '/', 'elsewhere.test');
      expect(String(unknown.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self';",
      );
    });

    it('never serves the server kit or other dot files', async () => {
      for (const hidden of ['/.server/page-kit.cjs', '/%2Eserver/page-kit.cjs', '/.server']) {
        const reply = await get(shellPort, hidden, `acme.localhost:${shellPort}`);
        expect({ hidden, status: reply.status }).toEqual({ hidden, status: 404 });
      }
    });
  });
});
