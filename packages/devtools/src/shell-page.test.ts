import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeServerKit } from './build.mjs';
import { startStaticServer, type StaticServer } from './serve-static.mjs';
import {
  injectHomePrerender,
  injectInitialAssets,
  injectRouteFrame,
  pickPageLocale,
} from './shell-page.mjs';

/** The shell app, whose server kit the tests bundle as the build does. */
const SHELL_DIR = path.resolve(__dirname, '../../../shell');

const HTML =
  '<!doctype html><html lang="en"><head><title>Marketplace</title><script defer="defer" src="/main.1234abcd99.js"></script></head><body><div id="root"></div></body></html>';
const SUPPORTED = ['en', 'ua', 'de'];
const ACME_SETTINGS = {
  defaultLocale: 'en',
  languages: [
    { value: 'en', label: 'English' },
    { value: 'de', label: 'Deutsch' },
  ],
};

describe('the language of the served page (as the shell picks it)', () => {
  const pick = (options: { cookie?: string; acceptLanguage?: string; settings?: unknown }) =>
    pickPageLocale({
      defaultLocale: 'en',
      supported: SUPPORTED,
      settings: ACME_SETTINGS,
      ...options,
    });

  it('takes the stored choice, then the browser language, within the tenant languages', () => {
    expect(pick({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(pick({ cookie: 'a=1; mp.locale=en', acceptLanguage: 'de-DE' })).toBe('en');
    expect(pick({ acceptLanguage: 'fr-FR' })).toBe('en');
    // Not a language of the tenant: its default.
    expect(
      pick({
        cookie: 'mp.locale=de',
        settings: { defaultLocale: 'en', languages: [{ value: 'en' }] },
      }),
    ).toBe('en');
  });

  it('adds Ukrainian for a Ukrainian browser (uk maps to ua) as the shell does', () => {
    expect(pick({ acceptLanguage: 'uk-UA,uk;q=0.9' })).toBe('ua');
    expect(pick({ cookie: 'mp.locale=%E2%80%A0' })).toBe('en');
    expect(pick({ settings: null })).toBe('en');
    // Settings unknown (the API did not answer): unrestricted, as the shell starts then.
    expect(pick({ settings: null, acceptLanguage: 'de-AT' })).toBe('de');
  });
});

describe('initial assets and the pre-rendered home page', () => {
  it('preloads the initial scripts and inlines the initial CSS as loaded stylesheets', () => {
    const html = injectInitialAssets(HTML, {
      js: ['510.aaaaaaaaaa.js'],
      css: [{ name: '510.bbbbbbbbbb.css', text: 'a{b:c}</style><script>alert(1)</script>' }],
    });
    expect(html).toContain('<link rel="preload" as="script" href="/510.aaaaaaaaaa.js"/>');
    expect(html).toContain('<style data-href="510.bbbbbbbbbb.css">a{b:c}<\\/style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(injectInitialAssets(HTML, null)).toBe(HTML);
  });

  it("preloads the start texts in the page's language only", () => {
    const initial = {
      js: ['510.aaaaaaaaaa.js'],
      css: [],
      locales: { en: ['locale-en-shell-json.1111111111.js'], ua: ['locale-ua-shell-json.2.js'] },
    };
    const html = injectInitialAssets(HTML, initial, 'ua');
    expect(html).toContain('<link rel="preload" as="script" href="/locale-ua-shell-json.2.js"/>');
    expect(html).not.toContain('locale-en-shell-json');
    expect(injectInitialAssets(HTML, initial)).not.toContain('locale-');
  });

  it('puts the hero and the logo into #root, and no logo that is not an image URL', () => {
    const hero = '<header class="mp-page-header"><h1>Hi</h1></header>';
    const html = injectHomePrerender(HTML, {
      hero,
      styling: { logo: '/logo.svg?a="x"', logoHeight: 32 },
      settings: null,
    });
    expect(html).toContain('data-prerendered="home"');
    expect(html).toContain(hero);
    expect(html).toContain('src="/logo.svg?a=&quot;x&quot;" style="height:32px"');
    const unsafe = injectHomePrerender(HTML, {
      hero,
      styling: { logo: 'javascript:alert(1)' },
      settings: null,
    });
    expect(unsafe).not.toContain('javascript:');
    expect(unsafe).not.toContain('<img');
  });

  it("paints another route's header frame and page skeleton in the HTML, with a safe logo", () => {
    const frame = {
      menu: '<span class="mp-shell-header__pending"></span>',
      page: '<div>grey</div>',
    };
    const html = injectRouteFrame(HTML, {
      frame,
      styling: { logo: '/logo.svg', logoHeight: 32 },
      settings: null,
    });
    expect(html).toContain(
      '<div id="root"><div class="mp-shell" data-prerendered="route"><header class="mp-shell-header mp-shell-header--pending" aria-busy="true"><span class="mp-shell-header__brand"><img class="mp-logo" alt="" src="/logo.svg" style="height:32px"/></span><span class="mp-shell-header__pending"></span></header><main class="mp-shell-main" id="main"><div>grey</div></main></div></div>',
    );
    expect(
      injectRouteFrame(HTML, { frame, styling: { logo: 'javascript:alert(1)' }, settings: null }),
    ).not.toContain('javascript:');
    expect(injectRouteFrame(HTML, { frame: undefined, styling: null, settings: null })).toBe(HTML);
  });

  describe('served', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mp-shell-page-'));
    const port = 19594;
    let shell: StaticServer;

    const get = (rawPath: string, headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });

    beforeAll(async () => {
      writeFileSync(path.join(root, 'index.html'), HTML);
      writeFileSync(
        path.join(root, 'mp-initial-assets.json'),
        JSON.stringify({
          js: ['510.aaaaaaaaaa.js', '../secret.js'],
          css: ['510.bbbbbbbbbb.css'],
          locales: {
            en: ['locale-en-shell-json.aaaaaaaaaa.js'],
            ua: ['locale-ua-shell-json.bbbbbbbbbb.js', '../ua-secret.js'],
            '../x': ['locale-x.js'],
          },
        }),
      );
      writeFileSync(path.join(root, '510.bbbbbbbbbb.css'), '.mp-shell{display:flex}');
      // The real kit, bundled from the shell's source as the build does.
      await writeServerKit(SHELL_DIR, root);
      shell = await startStaticServer({
        root,
        port,
        spa: true,
        // No API answers: the page still gets its hero, in the browser's language.
        runtimeConfig: { apiUrl: 'http://127.0.0.1:9', tenants: { 'acme.localhost': 'acme' } },
        tenantHead: { timeoutMs: 300, cacheMs: 0 },
      });
    });

    afterAll(async () => {
      await shell.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('serves the home page with its hero, preloads and CSS in the visitor language', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const html = await get('/', { host: `acme.localhost:${port}`, 'accept-language': 'uk' });
      expect(html).toContain('<html lang="uk"');
      expect(html).toContain('Знайдіть фрилансера для будь-якої роботи</h1>');
      expect(html).toContain('<link rel="preload" as="script" href="/510.aaaaaaaaaa.js"/>');
      expect(html).toContain(
        '<link rel="preload" as="script" href="/locale-ua-shell-json.bbbbbbbbbb.js"/>',
      );
      expect(html).not.toContain('locale-en-shell-json');
      expect(html).not.toContain('secret.js');
      expect(html).not.toContain('locale-x');
      expect(html).toContain(
        '<style data-href="510.bbbbbbbbbb.css">.mp-shell{display:flex}</style>',
      );
      const login = await get('/login', { host: `acme.localhost:${port}` });
      // Every other route paints the header frame and its page skeleton, named in the language.
      expect(login).toContain('data-prerendered="route"');
      expect(login).toContain('mp-shell-header--pending');
      expect(login).toMatch(/role="status" aria-label="Loading the page" aria-busy="true"/);
      expect(login).toContain('mp-skeleton-card');
      expect(login).toContain('rel="preload"');
      expect(login).toContain('href="/locale-en-shell-json.aaaaaaaaaa.js"');
      // A host without a tenant shows the shell's start-up error: no hero to flash first.
      const unknown = await get('/', { host: `other.test:${port}` });
      expect(unknown).toContain('<div id="root"></div>');
      expect(unknown).not.toContain('locale-');
    });
  });
});
