import { getJob, getJobByBody, searchJobs as searchJobsCall, type ApiClient } from '@mp/contracts';
import type { JobsSearchRequest, JobsSearchResponse, JobView } from '../../shared/job-types';

/** POST /jobs/es: signed while a user is signed in, the public search otherwise. */
export function searchJobs(
  api: ApiClient,
  body: JobsSearchRequest,
  signal?: AbortSignal,
): Promise<JobsSearchResponse> {
  return api.call(searchJobsCall, { body, signal });
}

/**
 * One job for the search page: freelancers through POST /jobs/get_job (their own entry only),
 * everyone else through GET /jobs/{jobId}, public for signed-out visitors (open jobs only).
 */
export async function getJobForViewer(
  api: ApiClient,
  jobId: string,
  viewer: 'freelancer' | 'other' | 'signedOut',
  signal?: AbortSignal,
): Promise<JobView> {
  if (viewer === 'freelancer') {
    return api.call(getJobByBody, {
      body: { jobID: jobId, fromFreelancerSide: true, newFreelancer: true, fullDetail: false },
      signal,
    });
  }
  return api.call(getJob, { params: { jobId }, query: { fullDetail: 'false' }, signal });
}
