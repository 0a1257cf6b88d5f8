import type { ApiClient } from '@mp/contracts';
import type { JobsSearchRequest, JobsSearchResponse, JobView } from '../../shared/job-types';

/** POST /jobs/es; signed-out visitors search through the public (tenant-header-only) call. */
export function searchJobs(
  api: ApiClient,
  body: JobsSearchRequest,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<JobsSearchResponse> {
  return api.post<JobsSearchResponse>('/jobs/es', { body, public: !signedIn, signal });
}

function unwrap(answer: JobView | { job: JobView }): JobView {
  return 'job' in answer && typeof answer.job === 'object' ? answer.job : (answer as JobView);
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
    return unwrap(
      await api.post<JobView | { job: JobView }>('/jobs/get_job', {
        body: { jobID: jobId, fromFreelancerSide: true, newFreelancer: true, fullDetail: false },
        signal,
      }),
    );
  }
  return unwrap(
    await api.get<JobView | { job: JobView }>(`/jobs/${encodeURIComponent(jobId)}`, {
      query: { fullDetail: 'false' },
      public: viewer === 'signedOut',
      signal,
    }),
  );
}
