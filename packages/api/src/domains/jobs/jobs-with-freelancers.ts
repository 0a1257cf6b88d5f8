import {
  CLOSED_JOB_STATUSES,
  ROLES,
  ZJobsWithFreelancersBody,
  ZJobsWithFreelancersResponse,
  type JobView,
  type Proposal,
  type PublicProfile,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { JOB_COLUMNS, type JobRow } from './rows';
import { requireOwnedJob } from './store';
import { viewJobs } from './view';

function lookup(jobs: readonly JobView[]): Record<string, PublicProfile> {
  const freelancers: Record<string, PublicProfile> = {};
  for (const job of jobs) {
    for (const entry of job.freelancers) {
      freelancers[entry.freelancerDetails.userId] = entry.freelancerDetails;
    }
  }
  return freelancers;
}

export const getJobsWithFreelancerDetails = definePrivateRoute(
  endpoints.getJobsWithFreelancerDetails,
  {
    summary:
      "The customer's open jobs (or one) with their freelancers and a userId -> profile lookup",
    description:
      'isShortListedOnly: only shortlisted proposals. freelancerId: only that freelancer. splitData: jobs come without freelancers, their proposals are in `proposals` by job id.',
    body: ZJobsWithFreelancersBody,
    response: ZJobsWithFreelancersResponse,
    handler: async ({ tenant, db, caller, body }) => {
      let rows: JobRow[];
      if (body.jobId === undefined && caller.role === ROLES.administrator) {
        throw httpErrors.unprocessable('Administrators name the job (jobId)', [
          { path: 'body.jobId', message: 'Required for administrators' },
        ]);
      }
      if (body.jobId !== undefined) {
        rows = [await requireOwnedJob(db, tenant.id, body.jobId, caller, { allowAdmin: true })];
      } else {
        const closed = CLOSED_JOB_STATUSES.map((status) => `'${status}'`).join(', ');
        const result = await db.query<JobRow>(
          `SELECT ${JOB_COLUMNS} FROM jobs
          WHERE tenant_id = $1 AND customer_id = $2 AND status NOT IN (${closed})
          ORDER BY last_modified DESC, created_at DESC, id DESC`,
          [tenant.id, caller.userId],
        );
        rows = result.rows;
      }
      const filter: { freelancerId?: string; shortListedOnly?: boolean } = {};
      if (body.freelancerId !== undefined) filter.freelancerId = body.freelancerId;
      if (body.isShortListedOnly === true) filter.shortListedOnly = true;
      const jobs = await viewJobs(db, tenant, caller, rows, filter);
      const freelancers = lookup(jobs);
      if (body.splitData !== true) return { jobs, freelancers };
      const proposals: Record<string, Proposal[]> = {};
      for (const job of jobs) {
        proposals[job.jobID] = job.freelancers.flatMap((entry) =>
          entry.proposal === null ? [] : [entry.proposal],
        );
      }
      return { jobs: jobs.map((job) => ({ ...job, freelancers: [] })), freelancers, proposals };
    },
  },
);
