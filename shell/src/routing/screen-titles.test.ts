import { RESERVED_PAGE_SLUGS } from '@mp/contracts';
import en from '../locales/en/shell.json';
import { ROUTE_TABLE } from './route-table';
import { SCREEN_TITLES, screenTitleOf } from './screen-titles';

describe('screen titles', () => {
  it('names every route of the route table, in English at least', () => {
    const named = SCREEN_TITLES as Readonly<Record<string, string>>;
    const screens = en.titles.screens as Readonly<Record<string, string>>;
    for (const { path } of ROUTE_TABLE) {
      const key = named[path];
      expect([path, key && screens[key]]).toEqual([path, expect.any(String)]);
    }
  });

  it('finds the screen of a concrete path, and not found for unknown ones', () => {
    expect(screenTitleOf('/customer/contract/job-1')).toBe('contract');
    expect(screenTitleOf('/products/create')).toBe('createProduct');
    expect(screenTitleOf('/products/ann/p-1')).toBe('product');
    expect(screenTitleOf('/nowhere/at-all')).toBe('notFound');
  });

  it('keeps every first segment of the routes away from content pages', () => {
    const firsts = new Set(ROUTE_TABLE.map(({ path }) => path.split('/')[1]).filter(Boolean));
    for (const first of firsts) expect(RESERVED_PAGE_SLUGS).toContain(first);
  });
});
