/** The list's filters, kept in the page address (`?jobId&since&until`) so they survive a reload. */

export interface InvoiceFilters {
  jobId: string;
  /** Days, YYYY-MM-DD; '' when not set. */
  since: string;
  until: string;
}

export const NO_FILTERS: InvoiceFilters = { jobId: '', since: '', until: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFrom(params: URLSearchParams): InvoiceFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { jobId: params.get('jobId') ?? '', since: day('since'), until: day('until') };
}

/** The page address's query with these filters (other parameters kept). */
export function withFilters(params: URLSearchParams, filters: InvoiceFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['jobId', 'since', 'until'] as const) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

export function activeFilters(filters: InvoiceFilters): number {
  return [filters.jobId, filters.since, filters.until].filter(Boolean).length;
}

/** Whether the period ends before it starts (the API would refuse it). */
export function endsBeforeStart(filters: InvoiceFilters): boolean {
  return filters.since !== '' && filters.until !== '' && filters.until < filters.since;
}
