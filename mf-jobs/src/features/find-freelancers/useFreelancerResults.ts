import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  FreelancerAgency,
  FreelancerSearchSort,
  PublicProfile,
  RatingSummary,
} from '@mp/contracts';
import { useApi, isAbort, readError, type ReadableError } from '@mp/remote-kit';
import { advancedFreelancerSearch } from './advanced-search';
import { matchFreelancers, searchFreelancers } from './api';

export type FreelancerResult = PublicProfile & {
  distanceKm?: number | null;
  matchScore?: number;
  /** Average and count of reviews (docs/reviews.md#averages); nearby searches carry it. */
  rating?: RatingSummary;
  /** The agency they belong to or own; nearby searches carry it (docs/search.md#agency-filter). */
  agency?: FreelancerAgency | null;
};

export interface ResultsQuery {
  jobId: string | null;
  serviceIds: string[];
  /** Advanced (text) search; only used without a job. */
  text: string;
  signedIn: boolean;
  /**
   * Customers and administrators may use POST /freelancers/search and /jobs/freelancers;
   * others (signed-out visitors, freelancers) search the users index instead.
   */
  nearbySearch: boolean;
  /** Only this agency's company and agency freelancers (nearby searches only). */
  agencyId: string | null;
  /** The order of the nearby search without a job or words: nearest or best rated first. */
  sort: FreelancerSearchSort;
}

interface Page {
  freelancers: FreelancerResult[];
  total: number;
  /** What asks for the next page; null on the last page. */
  next: string | number | null;
}

async function fetchPage(
  api: ReturnType<typeof useApi>,
  query: ResultsQuery,
  next: string | number | null,
  signal: AbortSignal,
): Promise<Page> {
  if (query.jobId && query.nearbySearch) {
    const from = typeof next === 'number' ? next : 0;
    const answer = await matchFreelancers(
      api,
      { jobId: query.jobId, serviceIds: query.serviceIds, agencyId: query.agencyId, from },
      signal,
    );
    const reached = from + answer.freelancers.length;
    return {
      ...answer,
      next: reached < answer.total && answer.freelancers.length > 0 ? reached : null,
    };
  }
  if (query.text.trim() || !query.nearbySearch) {
    const from = typeof next === 'number' ? next : 0;
    const answer = await advancedFreelancerSearch(api, { ...query, from }, signal);
    const reached = from + answer.freelancers.length;
    return {
      ...answer,
      next: reached < answer.total && answer.freelancers.length > 0 ? reached : null,
    };
  }
  const cursor = typeof next === 'string' ? next : null;
  const answer = await searchFreelancers(
    api,
    {
      serviceIds: query.serviceIds,
      agencyId: query.agencyId,
      startCursor: cursor,
      sort: query.sort,
    },
    signal,
  );
  return { freelancers: answer.freelancers, total: answer.total, next: answer.nextCursor };
}

/** Freelancer results page by page ("Show more" appends the next page). */
export function useFreelancerResults(query: ResultsQuery) {
  const api = useApi();
  const key = JSON.stringify(query);
  const [state, setState] = useState<{
    items: FreelancerResult[];
    total: number;
    next: string | number | null;
    loading: boolean;
    error: ReadableError | null;
  }>({ items: [], total: 0, next: null, loading: true, error: null });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (next: string | number | null, append: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => ({
        ...previous,
        items: append ? previous.items : [],
        loading: true,
        error: null,
      }));
      fetchPage(api, JSON.parse(key) as ResultsQuery, next, current.signal).then(
        (page) =>
          !current.signal.aborted &&
          setState((previous) => ({
            items: append ? [...previous.items, ...page.freelancers] : page.freelancers,
            total: page.total,
            next: page.next,
            loading: false,
            error: null,
          })),
        (error: unknown) => {
          if (current.signal.aborted || isAbort(error)) return;
          setState((previous) => ({ ...previous, loading: false, error: readError(error) }));
        },
      );
    },
    [api, key],
  );

  useEffect(() => {
    load(null, false);
    return () => controller.current?.abort();
  }, [load]);

  const more = useCallback(() => {
    if (state.next !== null && !state.loading) load(state.next, true);
  }, [load, state.next, state.loading]);
  const retry = useCallback(
    () => load(state.items.length > 0 ? state.next : null, state.items.length > 0),
    [load, state.items.length, state.next],
  );
  return { ...state, more, retry };
}
