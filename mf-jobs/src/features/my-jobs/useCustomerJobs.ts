import { useCallback, useEffect, useState } from 'react';
import { compareJobsByRecency } from '../../shared/job-helpers';
import { useApi } from '@mp/remote-kit';
import { isAbort, readError, type ReadableError } from '../../shared/errors';
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

  useEffect(() => {
    const controller = new AbortController();
    const modes: JobListMode[] = showEnded ? ['active', 'ended'] : ['active'];
    setState({ jobs: [], loading: true, pagesLoaded: 0, error: null });
    const onPage = (jobs: JobView[]) =>
      setState((previous) => ({
        ...previous,
        jobs: merge(previous.jobs, jobs),
        pagesLoaded: previous.pagesLoaded + 1,
      }));
    (async () => {
      for (const mode of modes) await fetchAllJobs(api, mode, onPage, controller.signal);
    })().then(
      () => !controller.signal.aborted && setState((previous) => ({ ...previous, loading: false })),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState((previous) => ({ ...previous, loading: false, error: readError(error) }));
      },
    );
    return () => controller.abort();
  }, [api, showEnded, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
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
