/**
 * Zod-free copies of two job helpers of @mp/contracts (`compareJobsByRecency`,
 * `freelancerPathForJob`). Importing them from the package pulls its entity schemas and zod
 * (about 30 KB gzip) into this remote; job-helpers.test.ts keeps both copies in step.
 */
import { JOB_STATUS } from '@mp/contracts';
import type { Job } from './job-types';

type Dated = Pick<Job, 'lastModified' | 'createdAt'>;

function recency(job: Dated): number {
  return Date.parse(job.lastModified || job.createdAt) || Date.parse(job.createdAt) || 0;
}

/** Job list order (SPEC section 9): newest last-modified first, falling back to creation time. */
export function compareJobsByRecency(a: Dated, b: Dated): number {
  return recency(b) - recency(a);
}

/** SPEC section 4: where a freelancer handles a job at each stage; closed jobs have none. */
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
