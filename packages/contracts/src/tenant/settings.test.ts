import { isLinkValue, zAssetUrl, zCustomCss, zHttpUrl } from './primitives';
import {
  ZCustomMenuItem,
  ZRouteMetadataMap,
  currencyForSign,
  resolveForbiddenScreen,
  tenantCurrency,
  tenantDefaultLocale,
  zCurrencyCode,
} from '.';

describe('URL and link fields', () => {
  it('accepts only http and https URLs', () => {
    expect(zHttpUrl.safeParse('https://example.com/a?b=1').success).toBe(true);
    expect(zHttpUrl.safeParse('http://localhost:8080').success).toBe(true);
    expect(zHttpUrl.safeParse('ftp://example.com').success).toBe(false);
    expect(zHttpUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(zHttpUrl.safeParse('example.com').success).toBe(false);
  });

  it('accepts paths, placeholders, www., mailto: and tel: as link values, never scripts', () => {
    for (const ok of [
      '',
      '#',
      '/customer/jobs?x=1',
      'https://x.com',
      'www.x.com/a',
      'mailto:a@b.co',
      'tel:+44 20 1234',
    ]) {
      expect(isLinkValue(ok)).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', '//evil.com', 'data:text/html,hi', 'jobs', '/a b']) {
      expect(isLinkValue(bad)).toBe(false);
    }
  });

  it('accepts inline images but not other data URLs as assets', () => {
    expect(zAssetUrl.safeParse('data:image/svg+xml;utf8,<svg/>').success).toBe(true);
    expect(zAssetUrl.safeParse('data:text/html;base64,PHNjcmlwdD4=').success).toBe(false);
  });

  it('rejects "<" in custom CSS', () => {
    expect(zCustomCss.safeParse('.header { color: red; }').success).toBe(true);
    expect(zCustomCss.safeParse('</style><script>alert(1)</script>').success).toBe(false);
  });
});

describe('ZCustomMenuItem', () => {
  it('accepts nested children and validates them too', () => {
    const item = {
      url: '/customer/jobs',
      title: 'Jobs',
      children: [
        { url: 'https://help.example.com', title: 'Help', button: true, fileKey: 'menus/help.png' },
      ],
    };
    expect(ZCustomMenuItem.safeParse(item).success).toBe(true);
    const bad = { ...item, children: [{ url: 'javascript:void(0)', title: 'x' }] };
    const result = ZCustomMenuItem.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['children', 0, 'url']);
    expect(ZCustomMenuItem.safeParse({ url: '/', title: 'x', fileKey: '../secret' }).success).toBe(
      false,
    );
  });
});

describe('ZRouteMetadataMap', () => {
  it('accepts aliases with the same params', () => {
    expect(
      ZRouteMetadataMap.safeParse({
        '/freelancer/profile/:username': { title: 'Profile', alias: '/pro/:username' },
        '/customer/jobs': { title: 'Jobs', alias: '/jobs' },
      }).success,
    ).toBe(true);
  });

  it('rejects param mismatches, duplicate aliases and aliases that are canonical routes', () => {
    const issues = (value: object) => {
      const result = ZRouteMetadataMap.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(
      issues({ '/freelancer/profile/:username': { title: 'P', alias: '/pro/:name' } }),
    ).toEqual(['An alias must use the same :params as its route']);
    expect(
      issues({ '/a': { title: 'A', alias: '/x' }, '/b': { title: 'B', alias: '/x' } }),
    ).toEqual(['Alias already used by /a']);
    expect(issues({ '/a': { title: 'A', alias: '/b' }, '/b': { title: 'B' } })).toEqual([
      'An alias may not be a route with its own metadata',
    ]);
  });
});

describe('settings helpers', () => {
  it('overrides forbidden-screen texts per area', () => {
    expect(resolveForbiddenScreen(undefined, 'freelancer').heading).toBe(
      'Log in as a freelancer to view this page',
    );
    const custom = resolveForbiddenScreen(
      { forbiddenScreen: { customer: { header: 'Stop' } } },
      'customer',
    );
    expect(custom).toMatchObject({
      header: 'Stop',
      heading: 'Log in as a customer to view this page',
    });
  });

  it('falls back to the app locale when the default is not offered', () => {
    const languages = [
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ];
    expect(tenantDefaultLocale({ defaultLocale: 'de', languages })).toBe('de');
    expect(tenantDefaultLocale({ defaultLocale: 'fr', languages })).toBe('en');
    expect(tenantDefaultLocale(undefined)).toBe('en');
  });
});

describe('the currency', () => {
  it('is an ISO 4217 code Intl knows', () => {
    expect(['GBP', 'EUR', 'JPY'].map((c) => zCurrencyCode.safeParse(c).success)).toEqual([
      true,
      true,
      true,
    ]);
    for (const bad of ['gbp', '£', 'XYZ', 'POUND', '']) {
      expect(zCurrencyCode.safeParse(bad).success).toBe(false);
    }
  });

  it('of a tenant stored without one follows its sign', () => {
    expect(['£', '€', '$', '₴', ' € ', 'kr', ''].map(currencyForSign)).toEqual([
      'GBP',
      'EUR',
      'USD',
      'UAH',
      'EUR',
      'USD',
      'USD',
    ]);
    expect(tenantCurrency({ currency: 'JPY', currencySign: '£' })).toBe('JPY');
    expect(tenantCurrency({ currencySign: '€' })).toBe('EUR');
    expect(tenantCurrency(null)).toBe('USD');
  });
});
