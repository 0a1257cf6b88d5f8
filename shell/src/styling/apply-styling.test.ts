import { resolveStyling } from '@mp/contracts';
import { applyStyling, fontFaceCss, fontStylesheets, stylingVariables } from './apply-styling';

describe('tenant styling', () => {
  it('falls back to the default styling: color3 white, primaryButton blue, its text white', () => {
    const variables = stylingVariables(resolveStyling());
    expect(variables['--color-3']).toBe('#ffffff');
    expect(variables['--primary-button']).toBe('#1d4ed8');
    expect(variables['--primary-button-text']).toBe('#ffffff');
  });

  it('turns colours, header and logo height into custom properties', () => {
    const variables = stylingVariables(
      resolveStyling({
        colorsMap: { color2: '#c2410c', footerBackground: '#0f172a' },
        logoHeight: 32,
      }),
      { backgroundColor: '#1e293b', textColor: '#fff7ed' },
    );
    expect(variables).toMatchObject({
      '--color-2': '#c2410c',
      '--header-background': '#1e293b',
      '--header-text': '#fff7ed',
      '--footer-background': '#0f172a',
      '--logo-height': '32px',
    });
  });

  it('refuses values that would break out of a declaration', () => {
    const variables = stylingVariables(resolveStyling(), { textColor: 'red; } body { x: y' });
    expect(variables['--header-text']).toBeUndefined();
  });

  it('writes @font-face rules for font files and installed fonts', () => {
    const css = fontFaceCss([
      {
        type: 'web',
        key: 'Inter',
        url: 'https://fonts.test/inter.woff2',
        format: 'woff2',
        weight: 400,
      },
      { type: 'local', key: 'Brand', url: '/fonts/brand.woff', format: 'woff', style: 'italic' },
      { type: 'local', key: 'Georgia', weight: 700 },
      { type: 'web', key: 'Bad', url: 'https://x.test/a.woff2") ; } body {', format: 'woff2' },
      { type: 'local', key: 'Evil', url: '//evil.test/x.woff' },
    ]);
    expect(css).toContain(
      'font-family: "Inter"; src: url("https://fonts.test/inter.woff2") format("woff2"); font-weight: 400;',
    );
    expect(css).toContain('src: url("/fonts/brand.woff") format("woff"); font-style: italic;');
    expect(css).toContain('font-family: "Georgia"; src: local("Georgia"); font-weight: 700;');
    expect(css).not.toContain('Bad');
    expect(css).not.toContain('evil');
  });

  it('writes @font-face rules for uploaded font files once their bytes are loaded', () => {
    const fonts = [
      {
        type: 'local' as const,
        key: 'Brand',
        fileKey: 'fonts/admin/1/brand-bold.woff2',
        format: 'woff2' as const,
        weight: 700,
        style: 'italic' as const,
      },
      { type: 'local' as const, key: 'Other', fileKey: 'fonts/admin/2/other.ttf' },
    ];
    expect(fontFaceCss(fonts)).toBe('');
    const css = fontFaceCss(fonts, {
      'fonts/admin/1/brand-bold.woff2': 'blob:https://site.test/1b2c',
      'fonts/admin/2/other.ttf': 'https://evil.test/x.ttf',
    });
    expect(css).toBe(
      '@font-face { font-family: "Brand"; src: url("blob:https://site.test/1b2c") format("woff2"); font-weight: 700; font-style: italic; font-display: swap; }',
    );
  });

  it('paints an uploaded face into the page with the loaded file', () => {
    const doc = document.implementation.createHTMLDocument('t');
    const styling = {
      ...resolveStyling(),
      fontsList: [{ type: 'local' as const, key: 'Brand', fileKey: 'fonts/a/b.otf' }],
    };
    applyStyling(styling, undefined, doc, { 'fonts/a/b.otf': 'blob:https://site.test/9' });
    expect(doc.getElementById('mp-tenant-fonts')?.textContent).toContain(
      'font-family: "Brand"; src: url("blob:https://site.test/9");',
    );
  });

  it('loads web fonts without a format as https stylesheets', () => {
    expect(
      fontStylesheets([
        { type: 'web', key: 'Lato', url: 'https://fonts.test/css?family=Lato' },
        { type: 'web', key: 'Old', url: 'http://fonts.test/css' },
      ]),
    ).toEqual(['https://fonts.test/css?family=Lato']);
  });

  it('applies variables, fonts and the favicon to the document', () => {
    applyStyling(
      resolveStyling({
        colorsMap: { primaryButton: '#c2410c' },
        fontsList: [{ type: 'local', key: 'Georgia' }],
        favicon: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      }),
      undefined,
    );
    expect(document.documentElement.style.getPropertyValue('--primary-button')).toBe('#c2410c');
    expect(document.getElementById('mp-tenant-fonts')?.textContent).toContain('local("Georgia")');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    );
  });
});
