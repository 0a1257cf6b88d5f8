import {
  closeJob as closeJobCall,
  endJob as endJobCall,
  JOB_AUTO_FETCH_PAGE_SIZE,
  listJobs,
  type ApiClient,
} from '@mp/contracts';
import type { JobListMode, JobsPage, JobView } from '../../shared/job-types';

/** GET /jobs ?mode&from&limit: one page of the caller's jobs. */
export function fetchJobsPage(
  api: ApiClient,
  mode: JobListMode,
  from: string | undefined,
  signal?: AbortSignal,
): Promise<JobsPage> {
  return api.call(listJobs, { query: { mode, from, limit: JOB_AUTO_FETCH_PAGE_SIZE }, signal });
}

/**
 * Auto-fetch: pages of 50 through lastEvaluatedKey until the last page, reporting each page
 * as it arrives so the list and its progress show while the rest loads.
 */
export async function fetchAllJobs(
  api: ApiClient,
  mode: JobListMode,
  onPage: (jobs: JobView[], more: boolean) => void,
  signal?: AbortSignal,
): Promise<JobView[]> {
  const all: JobView[] = [];
  let from: string | undefined;
  do {
    const page = await fetchJobsPage(api, mode, from, signal);
    all.push(...page.jobs);
    from = page.lastEvaluatedKey;
    onPage(page.jobs, from !== undefined);
  } while (from !== undefined);
  return all;
}

/** POST /jobs/{jobId}/close {found}: closes as user closed, saying whether someone was found. */
export function closeJob(api: ApiClient, jobId: string, found: boolean) {
  return api.call(closeJobCall, { params: { jobId }, body: { found } });
}

/** POST /jobs/{jobId}/close {deleted: true}: the customer deletes the job (user closed). */
export function deleteJob(api: ApiClient, jobId: string) {
  return api.call(closeJobCall, { params: { jobId }, body: { deleted: true } });
}

/** POST /jobs/{id}/end: ends a job in contract. */
export function endJob(api: ApiClient, jobId: string) {
  return api.call(endJobCall, { params: { id: jobId }, body: {} });
}
