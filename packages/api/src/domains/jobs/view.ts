/**
 * Who sees what of a job (docs/jobs.md): the owner and the tenant's administrators see it all;
 * a freelancer with a proposal or invitation sees the job and their own entry; anyone else of
 * the tenant (or a visitor) sees the public view of a job open for proposals; otherwise 404.
 */
import { JOB_STATUS, ROLES, type JobStatus, type JobView } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { toJob, withFreelancers, type JobRow } from './rows';
import { freelancerEntries, isInvolvedFreelancer } from './freelancers';
import { jobNotFound } from './store';

/** Statuses in which anyone of the tenant may read a job's public view. */
export const PUBLIC_JOB_STATUSES: readonly JobStatus[] = [
  JOB_STATUS.freshJob,
  JOB_STATUS.inDiscussion,
  JOB_STATUS.meetingJob,
];

export type JobAccess = 'full' | 'freelancer' | 'public';

export async function jobAccess(
  db: Queryable,
  viewer: Caller | null,
  job: JobRow,
): Promise<JobAccess | null> {
  if (viewer !== null) {
    if (viewer.userId === job.customer_id || viewer.role === ROLES.administrator) return 'full';
    if (
      viewer.role === ROLES.freelancer &&
      (await isInvolvedFreelancer(db, job.tenant_id, job.id, viewer.userId))
    ) {
      return 'freelancer';
    }
  }
  return PUBLIC_JOB_STATUSES.includes(job.status) ? 'public' : null;
}

export interface ViewOptions {
  /** false: no freelancers. */
  fullDetail?: boolean;
  /** The viewer looks as a freelancer: only their own entry, even as the owner or admin. */
  fromFreelancerSide?: boolean;
}

/** The job as this viewer may see it, or 404. */
export async function viewJob(
  db: Queryable,
  tenant: Tenant,
  viewer: Caller | null,
  job: JobRow,
  options: ViewOptions = {},
): Promise<JobView> {
  const access = await jobAccess(db, viewer, job);
  if (access === null) throw jobNotFound();
  const base = toJob(job);
  if (options.fullDetail === false || access === 'public' || viewer === null) return base;
  const onlyOwn = access === 'freelancer' || options.fromFreelancerSide === true;
  const entries = await freelancerEntries(
    db,
    tenant,
    viewer,
    [job.id],
    onlyOwn ? { freelancerId: viewer.userId } : {},
  );
  return withFreelancers(base, entries.get(job.id) ?? []);
}

/** Many jobs the viewer has full access to (or, as `freelancerId`, their own entries). */
export async function viewJobs(
  db: Queryable,
  tenant: Tenant,
  viewer: Caller,
  jobs: readonly JobRow[],
  filter: { freelancerId?: string; shortListedOnly?: boolean } = {},
): Promise<JobView[]> {
  const entries = await freelancerEntries(
    db,
    tenant,
    viewer,
    jobs.map((job) => job.id),
    filter,
  );
  return jobs.map((job) => withFreelancers(toJob(job), entries.get(job.id) ?? []));
}
