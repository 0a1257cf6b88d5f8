import {
  isExternalLink,
  matchRoute,
  resolveAlias,
  rewriteToAlias,
  splitPath,
  toInternalPath,
} from './routes';

describe('isExternalLink', () => {
  it('treats https://, http:// and www. links on other hosts as external', () => {
    expect(isExternalLink('https://example.com/about', 'localhost:8080')).toBe(true);
    expect(isExternalLink('http://example.com', 'localhost:8080')).toBe(true);
    expect(isExternalLink('www.example.com/terms', 'localhost:8080')).toBe(true);
    expect(isExternalLink('HTTPS://EXAMPLE.COM', 'localhost:8080')).toBe(true);
  });

  it('treats links on the tenant host, paths and placeholders as internal', () => {
    expect(isExternalLink('http://acme.localhost:8080/find-work', 'acme.localhost:8080')).toBe(
      false,
    );
    expect(isExternalLink('https://Market.Example.com/jobs', 'market.example.com')).toBe(false);
    expect(isExternalLink('/customer/jobs', 'localhost:8080')).toBe(false);
    expect(isExternalLink('', 'localhost:8080')).toBe(false);
    expect(isExternalLink('#', 'localhost:8080')).toBe(false);
    expect(isExternalLink('mailto:help@demo.test', 'localhost:8080')).toBe(false);
  });

  it('compares ports, so another service on the same hostname is external', () => {
    expect(isExternalLink('http://localhost:4000/settings', 'localhost:8080')).toBe(true);
    expect(isExternalLink('https://market.example.com:8443/', 'market.example.com')).toBe(true);
  });
});

describe('toInternalPath', () => {
  it('turns own-host URLs into paths and refuses external ones', () => {
    expect(toInternalPath('http://localhost:8080/jobs?x=1#h', 'localhost:8080')).toBe(
      '/jobs?x=1#h',
    );
    expect(toInternalPath('/products', 'localhost:8080')).toBe('/products');
    expect(toInternalPath('https://example.com', 'localhost:8080')).toBeNull();
  });
});

describe('matchRoute and splitPath', () => {
  it('matches params segment by segment, ignoring a trailing slash', () => {
    expect(matchRoute('/freelancer/profile/:username', '/freelancer/profile/jane')).toEqual({
      username: 'jane',
    });
    expect(matchRoute('/freelancer/profile/:username', '/freelancer/profile/jane/')).toEqual({
      username: 'jane',
    });
    expect(matchRoute('/freelancer/profile/:username', '/freelancer/profile')).toBeNull();
    expect(matchRoute('/freelancer/profile/:username', '/freelancer/profile/a/hire')).toBeNull();
    expect(matchRoute('/', '/')).toEqual({});
  });

  it('splits query and hash', () => {
    expect(splitPath('/a/b?x=1&y=2#top')).toEqual({
      pathname: '/a/b',
      search: '?x=1&y=2',
      hash: '#top',
    });
    expect(splitPath('/a#h?not-query')).toEqual({
      pathname: '/a',
      search: '',
      hash: '#h?not-query',
    });
  });
});

describe('aliases', () => {
  const metadata = {
    '/freelancer/search-jobs': { title: 'Find work', alias: '/find-work' },
    '/freelancer/profile/:username': { title: 'Profile', alias: '/pro/:username' },
    '/freelancer/profile/:username/hire': { title: 'Hire', alias: '/hire/:username' },
    '/products/:username/:productId': { title: 'Product', alias: '/shop/:productId/:username' },
    '/customer/jobs': { title: 'Jobs' },
  };

  it('resolves an alias to the canonical path keeping params, query and hash', () => {
    expect(resolveAlias('/find-work?jobId=42#top', metadata)).toBe(
      '/freelancer/search-jobs?jobId=42#top',
    );
    expect(resolveAlias('/pro/jane%20doe?tab=refs', metadata)).toBe(
      '/freelancer/profile/jane%20doe?tab=refs',
    );
    expect(resolveAlias('/shop/p1/jane', metadata)).toBe('/products/jane/p1');
    expect(resolveAlias('/customer/jobs', metadata)).toBeNull();
    expect(resolveAlias('/find-work/extra', metadata)).toBeNull();
    expect(resolveAlias('/find-work', undefined)).toBeNull();
  });

  it('rewrites canonical links to their alias and leaves the rest alone', () => {
    expect(rewriteToAlias('/freelancer/search-jobs?jobId=42#top', metadata)).toBe(
      '/find-work?jobId=42#top',
    );
    expect(rewriteToAlias('/freelancer/profile/jane/hire', metadata)).toBe('/hire/jane');
    expect(rewriteToAlias('/products/jane/p1#reviews', metadata)).toBe('/shop/p1/jane#reviews');
    expect(rewriteToAlias('/customer/jobs?x=1', metadata)).toBe('/customer/jobs?x=1');
    expect(rewriteToAlias('https://example.com/freelancer/search-jobs', metadata)).toBe(
      'https://example.com/freelancer/search-jobs',
    );
  });

  it('prefers the most specific pattern when several match', () => {
    const overlapping = {
      '/products/:username': { title: 'Seller', alias: '/seller/:username' },
      '/products/create': { title: 'Create', alias: '/sell' },
    };
    expect(rewriteToAlias('/products/create', overlapping)).toBe('/sell');
    expect(rewriteToAlias('/products/jane', overlapping)).toBe('/seller/jane');
  });

  it('round-trips: resolving a rewritten path gives the original', () => {
    const path = '/freelancer/profile/jane?hire=1#refs';
    expect(resolveAlias(rewriteToAlias(path, metadata), metadata)).toBe(path);
  });
});
