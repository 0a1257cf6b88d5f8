import {
  buildJobSearchBody,
  checkFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
} from './search-body';

const POUNDS = { currency: 'GBP', locale: 'en' };
const EUROS_DE = { currency: 'EUR', locale: 'de' };

const OPEN = { terms: { jobStatus: ['FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB'] } };

it('without filters asks for open jobs, newest change first, first page', () => {
  expect(buildJobSearchBody(EMPTY_FILTERS, POUNDS)).toEqual({
    query: { bool: { filter: [OPEN] } },
    sort: [{ lastModified: { order: 'desc' } }],
    size: 20,
    from: 0,
  });
});

it('turns text, service, contract type, budget bounds and page into the ES-style body', () => {
  const body = buildJobSearchBody(
    {
      text: '  logo design ',
      serviceId: 'svc-web',
      minBudget: '100',
      maxBudget: '2500,50',
      contractType: '2',
      page: 3,
    },
    POUNDS,
  );
  expect(body).toEqual({
    query: {
      bool: {
        must: [{ multi_match: { query: 'logo design', fields: ['title', 'description'] } }],
        filter: [
          OPEN,
          { term: { serviceId: 'svc-web' } },
          { term: { contractType: 2 } },
          { range: { budget: { gte: 10000, lte: 250050 } } },
        ],
      },
    },
    sort: ['_score', { lastModified: { order: 'desc' } }],
    size: 20,
    from: 40,
  });
});

it('a single budget bound gives a one-sided range', () => {
  const body = buildJobSearchBody({ ...EMPTY_FILTERS, maxBudget: '300' }, POUNDS);
  expect(body.query).toEqual({ bool: { filter: [OPEN, { range: { budget: { lte: 30000 } } }] } });
});

it('reads budget bounds as the reader types amounts, in minor units', () => {
  const body = buildJobSearchBody({ ...EMPTY_FILTERS, minBudget: '1.234,5' }, EUROS_DE);
  expect(body.query).toEqual({
    bool: { filter: [OPEN, { range: { budget: { gte: 123450 } } }] },
  });
});

it('reads and writes the filters in the address bar, dropping defaults and junk', () => {
  const filters = filtersFromParams(
    new URLSearchParams('q=web&contractType=7&page=-2&minBudget=5'),
  );
  expect(filters).toEqual({ ...EMPTY_FILTERS, text: 'web', minBudget: '5' });
  expect(paramsFromFilters({ ...filters, page: 2 })).toEqual({
    q: 'web',
    minBudget: '5',
    page: '2',
  });
});

it('refuses budget bounds that cannot be searched', () => {
  expect(checkFilters({ ...EMPTY_FILTERS, minBudget: 'abc' }, POUNDS)).toEqual({
    minBudget: 'budgetInvalid',
  });
  expect(checkFilters({ ...EMPTY_FILTERS, maxBudget: '10.505' }, POUNDS)).toEqual({
    maxBudget: 'budgetInvalid',
  });
  expect(checkFilters({ ...EMPTY_FILTERS, minBudget: '500', maxBudget: '100' }, POUNDS)).toEqual({
    maxBudget: 'budgetRange',
  });
  expect(checkFilters({ ...EMPTY_FILTERS, minBudget: '100', maxBudget: '500' }, POUNDS)).toEqual(
    {},
  );
});
