import { parseMoneyInput, type MoneyFormat, type SearchRequest } from '@mp/contracts';

export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueFilters {
  text: string;
  serviceId: string;
  /** Prices as typed, in major units (docs/payments.md#amounts); blank: no bound. */
  minPrice: string;
  maxPrice: string;
  /** 1-based. */
  page: number;
}

export const EMPTY_CATALOGUE_FILTERS: CatalogueFilters = {
  text: '',
  serviceId: '',
  minPrice: '',
  maxPrice: '',
  page: 1,
};

type Clause = Record<string, unknown>;

/**
 * The products-index body (docs/products.md#search): text over title and description, the
 * service as a term, the price as a range in minor units, live products only (a signed-in
 * seller's own drafts are for their lists, not the catalogue); best match first with text,
 * otherwise the newest change first.
 */
export function buildCatalogueSearch(filters: CatalogueFilters, money: MoneyFormat): SearchRequest {
  const must: Clause[] = [];
  const filter: Clause[] = [{ term: { isLive: true } }];
  const text = filters.text.trim();
  if (text) must.push({ multi_match: { query: text, fields: ['title', 'description'] } });
  if (filters.serviceId) filter.push({ term: { serviceId: filters.serviceId } });
  const range: Record<string, number> = {};
  const min = parseMoneyInput(filters.minPrice, money);
  const max = parseMoneyInput(filters.maxPrice, money);
  if (min !== null) range.gte = min;
  if (max !== null) range.lte = max;
  if (min !== null || max !== null) filter.push({ range: { price: range } });
  const newest = { lastModified: { order: 'desc' } };
  return {
    index: 'products',
    query: { bool: must.length > 0 ? { must, filter } : { filter } },
    sort: text ? ['_score', newest] : [newest],
    size: CATALOGUE_PAGE_SIZE,
    from: (Math.max(1, filters.page) - 1) * CATALOGUE_PAGE_SIZE,
  };
}

/** Filters from the address bar, so a search can be shared and the back button works. */
export function catalogueFiltersFrom(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    text: params.get('q') ?? '',
    serviceId: params.get('serviceId') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function catalogueParams(filters: CatalogueFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.text.trim()) out.q = filters.text.trim();
  if (filters.serviceId) out.serviceId = filters.serviceId;
  if (filters.minPrice.trim()) out.minPrice = filters.minPrice.trim();
  if (filters.maxPrice.trim()) out.maxPrice = filters.maxPrice.trim();
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

export type PriceProblem = 'priceInvalid' | 'priceRange';

/** Price bounds that cannot be searched, as translation keys by field. */
export function checkCatalogueFilters(
  filters: CatalogueFilters,
  money: MoneyFormat,
): Partial<Record<'minPrice' | 'maxPrice', PriceProblem>> {
  const errors: Partial<Record<'minPrice' | 'maxPrice', PriceProblem>> = {};
  const min = parseMoneyInput(filters.minPrice, money);
  const max = parseMoneyInput(filters.maxPrice, money);
  if (filters.minPrice.trim() && min === null) errors.minPrice = 'priceInvalid';
  if (filters.maxPrice.trim() && max === null) errors.maxPrice = 'priceInvalid';
  if (min !== null && max !== null && min > max) errors.maxPrice = 'priceRange';
  return errors;
}
