import { JOB_STATUS, parseMoneyInput, type MoneyFormat } from '@mp/contracts';
import type { JobsSearchRequest } from '../../shared/job-types';
import type { Texts } from '../../locales';

export const SEARCH_PAGE_SIZE = 20;

/** Jobs a freelancer can still send a proposal to. */
export const OPEN_JOB_STATUSES = [
  JOB_STATUS.freshJob,
  JOB_STATUS.inDiscussion,
  JOB_STATUS.meetingJob,
] as const;

export interface JobSearchFilters {
  text: string;
  serviceId: string;
  /** Amounts as typed, in major units (docs/payments.md#amounts); blank: no bound. */
  minBudget: string;
  maxBudget: string;
  /** '' any, '1' pay by task, '2' pay by week/month. */
  contractType: '' | '1' | '2';
  /** 1-based. */
  page: number;
}

export const EMPTY_FILTERS: JobSearchFilters = {
  text: '',
  serviceId: '',
  minBudget: '',
  maxBudget: '',
  contractType: '',
  page: 1,
};

type Clause = Record<string, unknown>;

/**
 * The POST /jobs/es body (the Elasticsearch-style subset of docs/search.md#the-subset): text with
 * multi_match over title and description, filters as term/terms/range (budgets in minor
 * units, read as the reader types them), best match first when there is text, otherwise the
 * newest change first.
 */
export function buildJobSearchBody(
  filters: JobSearchFilters,
  money: MoneyFormat,
): JobsSearchRequest {
  const must: Clause[] = [];
  const filter: Clause[] = [{ terms: { jobStatus: [...OPEN_JOB_STATUSES] } }];
  const text = filters.text.trim();
  if (text) must.push({ multi_match: { query: text, fields: ['title', 'description'] } });
  if (filters.serviceId) filter.push({ term: { serviceId: filters.serviceId } });
  if (filters.contractType) filter.push({ term: { contractType: Number(filters.contractType) } });
  const range: Record<string, number> = {};
  const min = parseMoneyInput(filters.minBudget, money);
  const max = parseMoneyInput(filters.maxBudget, money);
  if (min !== null) range.gte = min;
  if (max !== null) range.lte = max;
  if (min !== null || max !== null) filter.push({ range: { budget: range } });
  const newest = { lastModified: { order: 'desc' } };
  return {
    query: { bool: must.length > 0 ? { must, filter } : { filter } },
    sort: text ? ['_score', newest] : [newest],
    size: SEARCH_PAGE_SIZE,
    from: (Math.max(1, filters.page) - 1) * SEARCH_PAGE_SIZE,
  };
}

/** Filters from the address bar (so results can be shared and the back button works). */
export function filtersFromParams(params: URLSearchParams): JobSearchFilters {
  const contract = params.get('contractType');
  const page = Number(params.get('page'));
  return {
    text: params.get('q') ?? '',
    serviceId: params.get('serviceId') ?? '',
    minBudget: params.get('minBudget') ?? '',
    maxBudget: params.get('maxBudget') ?? '',
    contractType: contract === '1' || contract === '2' ? contract : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function paramsFromFilters(filters: JobSearchFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.text.trim()) out.q = filters.text.trim();
  if (filters.serviceId) out.serviceId = filters.serviceId;
  if (filters.minBudget.trim()) out.minBudget = filters.minBudget.trim();
  if (filters.maxBudget.trim()) out.maxBudget = filters.maxBudget.trim();
  if (filters.contractType) out.contractType = filters.contractType;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** Why a budget bound cannot be searched: its key under `searchJobs.errors`. */
export type FilterError = keyof Texts['searchJobs']['errors'];

/** Budget bounds that cannot be searched, as translation keys by field. */
export function checkFilters(
  filters: JobSearchFilters,
  money: MoneyFormat,
): Partial<Record<'minBudget' | 'maxBudget', FilterError>> {
  const errors: Partial<Record<'minBudget' | 'maxBudget', FilterError>> = {};
  const min = parseMoneyInput(filters.minBudget, money);
  const max = parseMoneyInput(filters.maxBudget, money);
  if (filters.minBudget.trim() && min === null) errors.minBudget = 'budgetInvalid';
  if (filters.maxBudget.trim() && max === null) errors.maxBudget = 'budgetInvalid';
  if (min !== null && max !== null && min > max) errors.maxBudget = 'budgetRange';
  return errors;
}
