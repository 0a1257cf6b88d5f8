/** Job stage logic (docs/jobs.md), zod-free so screens can use it cheaply (ADR 0004). */
import { CLOSED_JOB_STATUSES, JOB_STATUS, type JobStatus } from '../constants';
import type { Job } from './job';

export function isClosedJobStatus(status: JobStatus): boolean {
  return CLOSED_JOB_STATUSES.includes(status);
}

/**
 * Job list order: newest last-modified first, falling back to creation time
 * (docs/jobs.md#lists-get-jobs).
 */
export function compareJobsByRecency(
  a: Pick<Job, 'lastModified' | 'createdAt'>,
  b: Pick<Job, 'lastModified' | 'createdAt'>,
): number {
  const time = (job: Pick<Job, 'lastModified' | 'createdAt'>) =>
    Date.parse(job.lastModified || job.createdAt) || Date.parse(job.createdAt) || 0;
  return time(b) - time(a);
}

/**
 * Where a freelancer handles a job at each stage (docs/jobs.md#where-a-freelancer-handles-a-job).
 * Closed jobs have no page.
 */
export function freelancerPathForJob(job: Pick<Job, 'jobID' | 'jobStatus'>): string | null {
  const id = encodeURIComponent(job.jobID);
  switch (job.jobStatus) {
    case JOB_STATUS.freshJob:
      return `/freelancer/search-jobs?jobId=${id}`;
    case JOB_STATUS.meetingJob:
    case JOB_STATUS.inDiscussion:
      return `/freelancer/proposal?jobId=${id}`;
    case JOB_STATUS.contract:
      return '/freelancer/manage';
    default:
      return null;
  }
}
