import { useCallback, useEffect, useRef, useState } from 'react';
import { compareJobsByRecency } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { useApi, isAbort, readError, type ReadableError } from '@mp/remote-kit';
import type { JobListMode, JobView } from '../../shared/job-types';
import { fetchAllJobs } from './api';

export interface CustomerJobsState {
  jobs: JobView[];
  /** Still fetching further pages (the first page may already show). */
  loading: boolean;
  pagesLoaded: number;
  error: ReadableError | null;
}

function merge(previous: JobView[], incoming: JobView[]): JobView[] {
  const byId = new Map(previous.map((job) => [job.jobID, job]));
  for (const job of incoming) byId.set(job.jobID, job);
  return [...byId.values()].sort(compareJobsByRecency);
}

/** The customer's jobs, every page, newest change first; ended ones only when asked. */
export function useCustomerJobs(showEnded: boolean) {
  const api = useApi();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<CustomerJobsState>({
    jobs: [],
    loading: true,
    pagesLoaded: 0,
    error: null,
  });

  const shownFor = useRef<boolean | null>(null);
  const shownCount = useRef(0);
  shownCount.current = state.jobs.length;

  useEffect(() => {
    const controller = new AbortController();
    const modes: JobListMode[] = showEnded ? ['active', 'ended'] : ['active'];
    // A first load (or a new filter) shows pages as they come; a reload keeps the list in
    // place and swaps it when every page is in, so nothing flickers or goes stale half-way.
    const progressive = shownFor.current !== showEnded || shownCount.current === 0;
    shownFor.current = showEnded;
    let collected: JobView[] = [];
    setState((previous) => ({
      jobs: progressive ? [] : previous.jobs,
      loading: true,
      pagesLoaded: 0,
      error: null,
    }));
    const onPage = (jobs: JobView[]) => {
      collected = merge(collected, jobs);
      setState((previous) => ({
        ...previous,
        jobs: progressive ? collected : previous.jobs,
        pagesLoaded: previous.pagesLoaded + 1,
      }));
    };
    (async () => {
      for (const mode of modes) await fetchAllJobs(api, mode, onPage, controller.signal);
    })().then(
      () =>
        !controller.signal.aborted &&
        setState((previous) => ({ ...previous, jobs: collected, loading: false })),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState((previous) => ({ ...previous, loading: false, error: readError(error) }));
      },
    );
    return () => controller.abort();
  }, [api, showEnded, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  // Child jobs close in the background; the live event says when, so the list catches up.
  useEffect(() => eventBus.subscribe('MASS_CLOSE_JOBS_FINISHED', reload), [reload]);
  /** Puts a changed job in place (or drops it when it no longer belongs in the list). */
  const replace = useCallback(
    (job: JobView, keep: boolean) =>
      setState((previous) => ({
        ...previous,
        jobs: keep
          ? merge(previous.jobs, [job])
          : previous.jobs.filter((entry) => entry.jobID !== job.jobID),
      })),
    [],
  );
  return { ...state, reload, replace };
}
