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

/** POST /jobs/get_job as a freelancer who may not have a proposal yet. */
export function getJobForFreelancer(
  api: ApiClient,
  jobId: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<JobView> {
  return api
    .post<JobView | { job: JobView }>('/jobs/get_job', {
      body: { jobID: jobId, fromFreelancerSide: true, newFreelancer: true, fullDetail: false },
      public: !signedIn,
      signal,
    })
    .then((answer) =>
      'job' in answer && typeof answer.job === 'object' ? answer.job : (answer as JobView),
    );
}
