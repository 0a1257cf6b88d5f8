import { checkTarget, hostAllowed, redirectTarget } from './redirect-target';

describe('checkTarget', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:someone@example.com',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'https:\\\\evil.example',
    'https:/evil.example',
    'http:evil.example',
    ' https://example.com',
    'https://exa mple.com',
    'https://example.com/\u0000',
    'java\nscript:alert(1)',
    'https://user:pass@example.com/',
    'https://example.com@evil.example/',
    'ftp://example.com/file',
    'https://',
    'https:///path',
  ])('refuses %j', (raw) => {
    expect(checkTarget(raw)).toMatchObject({ ok: false, error: { path: 'params.url' } });
  });

  it('accepts absolute http and https links and normalises them', () => {
    const checked = checkTarget('HTTPS://Shop.Example.com:8443/a/../b?q=1#top');
    expect(checked.ok && checked.url.href).toBe('https://shop.example.com:8443/b?q=1#top');
    expect(checkTarget('http://127.0.0.1:8080/products').ok).toBe(true);
  });
});

describe('hostAllowed', () => {
  const allowed = ['localhost', 'example.com', '*.partner.test'];

  it('matches exact hosts and the subdomains of a wildcard entry only', () => {
    expect(hostAllowed('example.com', allowed)).toBe(true);
    expect(hostAllowed('EXAMPLE.com.', allowed)).toBe(true);
    expect(hostAllowed('www.example.com', allowed)).toBe(false);
    expect(hostAllowed('shop.partner.test', allowed)).toBe(true);
    expect(hostAllowed('partner.test', allowed)).toBe(false);
    expect(hostAllowed('evilpartner.test', allowed)).toBe(false);
    expect(hostAllowed('example.com.evil.test', allowed)).toBe(false);
  });

  it('asks for the interstitial outside the list', () => {
    const url = new URL('https://elsewhere.test/x');
    expect(redirectTarget(url, allowed)).toEqual({
      url: 'https://elsewhere.test/x',
      host: 'elsewhere.test',
      interstitial: true,
    });
  });
});
