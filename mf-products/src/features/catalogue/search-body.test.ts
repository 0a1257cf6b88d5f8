import type { MoneyFormat } from '@mp/contracts';
import {
  buildCatalogueSearch,
  catalogueFiltersFrom,
  catalogueParams,
  checkCatalogueFilters,
  EMPTY_CATALOGUE_FILTERS,
} from './search-body';

const GBP: MoneyFormat = { currency: 'GBP', locale: 'en' };

it('asks the products index for live products, newest first, without text', () => {
  expect(buildCatalogueSearch(EMPTY_CATALOGUE_FILTERS, GBP)).toEqual({
    index: 'products',
    query: { bool: { filter: [{ term: { isLive: true } }] } },
    sort: [{ lastModified: { order: 'desc' } }],
    size: 12,
    from: 0,
  });
});

it('adds text, service and a price range in minor units, best match first', () => {
  const body = buildCatalogueSearch(
    { text: ' logo ', serviceId: 'svc-1', minPrice: '10', maxPrice: '99.50', page: 3 },
    GBP,
  );
  expect(body.query).toEqual({
    bool: {
      must: [{ multi_match: { query: 'logo', fields: ['title', 'description'] } }],
      filter: [
        { term: { isLive: true } },
        { term: { serviceId: 'svc-1' } },
        { range: { price: { gte: 1000, lte: 9950 } } },
      ],
    },
  });
  expect(body.sort).toEqual(['_score', { lastModified: { order: 'desc' } }]);
  expect(body.from).toBe(24);
});

it('reads and writes the filters in the address bar', () => {
  const filters = catalogueFiltersFrom(new URLSearchParams('q=logo&minPrice=5&page=2&page=x'));
  expect(filters).toEqual({ text: 'logo', serviceId: '', minPrice: '5', maxPrice: '', page: 2 });
  expect(catalogueParams(filters)).toEqual({ q: 'logo', minPrice: '5', page: '2' });
  expect(catalogueFiltersFrom(new URLSearchParams('page=-1')).page).toBe(1);
});

it('refuses unreadable prices and a range upside down', () => {
  expect(
    checkCatalogueFilters({ ...EMPTY_CATALOGUE_FILTERS, minPrice: 'cheap', maxPrice: '5' }, GBP),
  ).toEqual({ minPrice: 'priceInvalid' });
  expect(
    checkCatalogueFilters({ ...EMPTY_CATALOGUE_FILTERS, minPrice: '50', maxPrice: '5' }, GBP),
  ).toEqual({ maxPrice: 'priceRange' });
});
