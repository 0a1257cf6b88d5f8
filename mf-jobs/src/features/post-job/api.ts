import type { ApiClient } from '@mp/contracts';
import type {
  EditJobBody,
  JobInput,
  JobTax,
  JobView,
  PostJobResponse,
} from '../../shared/job-types';

/** One problem the dry run found (a field path when it concerns a field). */
export interface DryRunProblem {
  path?: string;
  message: string;
}

/** POST /jobs/post_job {dryRun: true, job}: the availability check; why not, when not. */
export async function dryRunJob(api: ApiClient, job: JobInput): Promise<DryRunProblem[]> {
  const answer = await api.post<PostJobResponse>('/jobs/post_job', { body: { dryRun: true, job } });
  if (answer.available) return [];
  const reasons = answer.reasons.map((message) => ({ message }));
  return reasons.length > 0 ? reasons : [{ message: '' }];
}

function jobOf(answer: { job: JobView } | JobView): JobView {
  return 'job' in answer && answer.job && typeof answer.job === 'object'
    ? answer.job
    : (answer as JobView);
}

/** POST /jobs/post_job {dryRun: false, job}: the posted job. */
export async function postJob(api: ApiClient, job: JobInput): Promise<JobView> {
  const answer = await api.post<PostJobResponse>('/jobs/post_job', {
    body: { dryRun: false, job },
  });
  if (!answer.job) throw Object.assign(new Error(answer.reasons.join(' ')), { status: 409 });
  return answer.job;
}

/** PUT /jobs/{jobId}. */
export async function updateJob(api: ApiClient, jobId: string, job: EditJobBody): Promise<JobView> {
  return jobOf(
    await api.put<JobView | { job: JobView }>(`/jobs/${encodeURIComponent(jobId)}`, { body: job }),
  );
}

/** POST /jobs/update_job_service {jobID, serviceId}. */
export async function updateJobService(
  api: ApiClient,
  jobId: string,
  serviceId: string | null,
): Promise<void> {
  await api.post('/jobs/update_job_service', { body: { jobID: jobId, serviceId } });
}

/** POST /jobs/{jobId}/tax {taxType, taxRate, jobId}. */
export async function saveJobTax(api: ApiClient, jobId: string, tax: JobTax): Promise<void> {
  await api.post(`/jobs/${encodeURIComponent(jobId)}/tax`, { body: { ...tax, jobId } });
}

/** GET /jobs/{jobId}: the job to edit. */
export async function loadJob(api: ApiClient, jobId: string, signal?: AbortSignal) {
  return jobOf(
    await api.get<JobView | { job: JobView }>(`/jobs/${encodeURIComponent(jobId)}`, { signal }),
  );
}
