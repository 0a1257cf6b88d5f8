import { endJob, getJobsWithFreelancerDetails, type ApiClient, type JobView } from '@mp/contracts';

/**
 * The customer's job with its freelancers, their proposals and milestones; null when the API
 * has no such job for this customer (unknown, or another customer's: 404).
 */
export async function fetchContractJob(
  http: ApiClient,
  jobId: string,
  signal: AbortSignal,
): Promise<JobView | null> {
  try {
    const answer = await http.call(getJobsWithFreelancerDetails, { body: { jobId }, signal });
    return answer.jobs.find((job) => job.jobID === jobId) ?? null;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null;
    throw error;
  }
}

/** CONTRACT -> ENDED; answers the ended job. */
export function endContract(http: ApiClient, jobId: string): Promise<JobView> {
  return http.call(endJob, { params: { id: jobId }, body: {} });
}
