import {
  editJob,
  extractWithAi,
  getJob,
  postJob as postJobCall,
  setJobTax,
  updateJobService as updateJobServiceCall,
  type ApiClient,
  type ExtractedJob,
} from '@mp/contracts';
import type { EditJobBody, JobInput, JobTax, JobView } from '../../shared/job-types';

/** One problem the dry run found (a field path when it concerns a field). */
export interface DryRunProblem {
  path?: string;
  message: string;
}

/** The dry run of posting: whether the customer may post now, and why not when not. */
export async function dryRunJob(api: ApiClient, job: JobInput): Promise<DryRunProblem[]> {
  const answer = await api.call(postJobCall, { body: { dryRun: true, job } });
  if (answer.available) return [];
  const reasons = answer.reasons.map((message) => ({ message }));
  return reasons.length > 0 ? reasons : [{ message: '' }];
}

/** Posts the job; the answer is the posted job. */
export async function postJob(api: ApiClient, job: JobInput): Promise<JobView> {
  const answer = await api.call(postJobCall, { body: { dryRun: false, job } });
  if (!answer.job) throw Object.assign(new Error(answer.reasons.join(' ')), { status: 409 });
  return answer.job;
}

export function updateJob(api: ApiClient, jobId: string, job: EditJobBody): Promise<JobView> {
  return api.call(editJob, { params: { jobId }, body: job });
}

export async function updateJobService(
  api: ApiClient,
  jobId: string,
  serviceId: string | null,
): Promise<void> {
  await api.call(updateJobServiceCall, { body: { jobID: jobId, serviceId } });
}

export async function saveJobTax(api: ApiClient, jobId: string, tax: JobTax): Promise<void> {
  await api.call(setJobTax, { params: { jobId }, body: { ...tax, jobId } });
}

/** The job to edit. */
export function loadJob(api: ApiClient, jobId: string, signal?: AbortSignal): Promise<JobView> {
  return api.call(getJob, { params: { jobId }, signal });
}

/** A job description read into a job's fields (docs/jobs.md#fill-from-description). */
export async function extractJobFields(api: ApiClient, description: string): Promise<ExtractedJob> {
  const answer = await api.call(extractWithAi, { body: { dataInput: description, type: 'job' } });
  return answer.type === 'job' ? answer.fields : {};
}
