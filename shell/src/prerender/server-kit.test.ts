import {
  renderHomeHero,
  renderHomeHeroes,
  renderRouteFrames,
  routeHead,
  tenantCssVariables,
} from './server-kit';

describe("the static server's kit", () => {
  it("maps the tenant's styling as the shell paints it, over the default styling", () => {
    const variables = tenantCssVariables(
      {
        colorsMap: { color2: '#c2410c', primaryButton: '#9a3412', evil: 'red;}</style><script>' },
        buttonStyles: { primary: { borderRadius: '2px' }, broken: 'x' },
        fontVariablesList: [{ name: '--font-heading', value: 'Georgia, serif' }, 7],
        logoHeight: 32,
      },
      { styling: { header: { backgroundColor: '#1e293b' } } },
    );
    expect(variables).toMatchObject({
      '--color-2': '#c2410c',
      '--color-3': '#ffffff',
      '--primary-button': '#9a3412',
      '--primary-button-text': '#ffffff',
      '--primary-button-radius': '2px',
      '--font-heading': 'Georgia, serif',
      '--header-background': '#1e293b',
      '--logo-height': '32px',
    });
    expect(variables['--evil']).toBeUndefined();
    expect(
      tenantCssVariables({ colorsMap: { x: 'url(https://evil.test/a.png)' } }, null)['--x'],
    ).toBeUndefined();
  });

  it('answers the defaults for a malformed document', () => {
    expect(tenantCssVariables('nonsense', 12)).toMatchObject({ '--primary-button': '#1d4ed8' });
    expect(
      tenantCssVariables({ colorsMap: [1], fontVariablesList: 'x' }, { styling: 3 }),
    ).toMatchObject({
      '--color-3': '#ffffff',
    });
  });

  it('renders the hero of the home page in every shipped language', () => {
    const heroes = renderHomeHeroes();
    expect(Object.keys(heroes).sort()).toEqual(['de', 'en', 'ua']);
    expect(heroes.en).toContain('Find the right freelancer for every job</h1>');
    expect(heroes.en).not.toContain('<img');
  });

  it("renders the tenant's own hero in the visitor's language, else its default language's", () => {
    const settings = {
      defaultLocale: 'en',
      home: {
        hero: {
          image: '/hero.svg',
          texts: {
            en: {
              headline: 'Vetted specialists',
              subline: 'Checked by Acme.',
              imageAlt: 'A badge',
            },
            de: { headline: 'Geprüfte Fachkräfte', subline: 'Von Acme geprüft.' },
          },
        },
      },
    };
    const german = renderHomeHero('de', settings);
    expect(german).toContain('Geprüfte Fachkräfte</h1>');
    expect(german).toContain('<img class="mp-home-hero__image" src="/hero.svg" alt=""');
    const ukrainian = renderHomeHero('ua', settings);
    expect(ukrainian).toContain('Vetted specialists</h1>');
    expect(ukrainian).toContain('alt="A badge"');
    // Malformed home settings read as none: the default words, no picture.
    const broken = renderHomeHero('en', { home: { hero: { image: 'javascript:x', texts: 3 } } });
    expect(broken).toContain('Find the right freelancer for every job</h1>');
    expect(broken).not.toContain('<img');
  });

  it("answers the route's title, description and sanitised custom CSS as RouteHead sets them", () => {
    const settings = {
      styling: {
        metadata: {
          '/': { title: 'Acme', description: 'Hire' },
          '/freelancer/profile/:username': { title: 'Specialist profile' },
          '/broken': 'x',
        },
        customCss: {
          '*': 'h1 { font-variant: small-caps; }',
          '/': 'body { background: url(https://evil.test/x.png); } </style><script>',
          '/login': 'form { color: red; }',
          '/x': 5,
        },
      },
    };
    const home = routeHead(settings, '/');
    expect(home.title).toBe('Acme');
    expect(home.description).toBe('Hire');
    expect(home.customCss).toContain('font-variant: small-caps');
    expect(home.customCss).not.toMatch(/evil|<|>/);
    expect(home.customCss).not.toContain('form');
    expect(routeHead(settings, '/freelancer/profile/frankie')).toMatchObject({
      title: 'Specialist profile',
      description: null,
    });
    expect(routeHead(null, '/')).toEqual({ title: null, description: null, customCss: '' });
  });

  it("renders every route's header frame and page skeleton, named in each language", () => {
    const frames = renderRouteFrames();
    expect(Object.keys(frames).sort()).toEqual(['de', 'en', 'ua']);
    expect(frames.en.menu).toContain('class="mp-shell-header__pending" aria-hidden="true"');
    expect(frames.en.page).toContain('aria-label="Loading the page"');
    expect(frames.de.page).toContain('aria-label="Die Seite wird geladen"');
    expect(frames.ua.page).toContain('mp-loading-skeleton--page');
    expect(frames.en.page).not.toMatch(/Loading…|Loading\.\.\./);
  });
});
