import {
  JOB_STATUS,
  ZTeamDeclineRequest,
  ZTeamDeclineResponse,
  type JobStatus,
  endpoints,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { assertOpen, toProposal, transitionJob, type JobRow, type ProposalRow } from '../jobs';
import { beforePayments } from './contract';
import { rejectProposal } from './drafts';
import { milestonesOfProposal } from '../milestones';

import { lockOwnedJob, requireReviewableProposal } from './store';

/** Declining from a contract is allowed only before payments: milestones proposed or pending. */
async function assertNoPayments(tx: Queryable, proposal: ProposalRow): Promise<void> {
  const milestones = await milestonesOfProposal(tx, proposal.tenant_id, proposal.id);
  const paying = milestones.filter((m) => !beforePayments(m));
  if (paying.length > 0) {
    throw httpErrors.conflict(
      `Payments have started on this contract (${paying.map((m) => `"${m.title}"`).join(', ')}): it can no longer be declined`,
    );
  }
}

/** A job left in contract without any accepted proposal goes back to in discussion. */
async function settleJob(tx: Queryable, job: JobRow): Promise<JobStatus> {
  if (job.status !== JOB_STATUS.contract) return job.status;
  const accepted = await tx.query(
    `SELECT 1 FROM proposals WHERE tenant_id = $1 AND job_id = $2
        AND status = 4 AND accepted_at IS NOT NULL`,
    [job.tenant_id, job.id],
  );
  if (accepted.rows.length > 0) return job.status;
  const moved = await transitionJob(
    tx,
    job.tenant_id,
    job.id,
    [JOB_STATUS.contract],
    JOB_STATUS.inDiscussion,
  );
  return moved.status;
}

export const teamDecline = definePrivateRoute(endpoints.teamDecline, {
  summary:
    "The job's customer declines a team member's proposal (description 'Rejected', status 5, tasks []); fromContract declines an accepted one before any payment",
  description:
    "owner, when sent, must be the job's customer (403); parentJobId must be the job's rootJobId and freelancerId the proposal's freelancer (422). An accepted proposal needs fromContract, and only while its milestones are proposed or pending (409); its milestones are removed and a job left without a contract goes back to in discussion.",
  body: ZTeamDeclineRequest,
  response: ZTeamDeclineResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const job = await lockOwnedJob(tx, tenant.id, body.jobId, caller);
      if (body.owner !== undefined && body.owner !== null && body.owner !== job.customer_id) {
        throw httpErrors.forbidden("owner is not this job's customer");
      }
      if (
        body.parentJobId !== undefined &&
        body.parentJobId !== null &&
        body.parentJobId !== job.root_job_id
      ) {
        throw httpErrors.unprocessable('The job is not a child of that parent job', [
          { path: 'body.parentJobId', message: "Not this job's rootJobId" },
        ]);
      }
      assertOpen(job, 'decline proposals');
      const proposal = await requireReviewableProposal(tx, job, body.proposalId);
      if (proposal.freelancer_id !== body.freelancerId) {
        throw httpErrors.unprocessable("freelancerId is not this proposal's freelancer", [
          { path: 'body.freelancerId', message: "Not this proposal's freelancer" },
        ]);
      }
      const fromContract = body.fromContract === true;
      if (fromContract && proposal.accepted_at !== null) await assertNoPayments(tx, proposal);
      const declined = await rejectProposal(tx, proposal, { fromContract });
      const jobStatus = await settleJob(tx, job);
      return {
        proposal: toProposal(declined.proposal),
        jobStatus,
        removedMilestonesIds: declined.removedMilestonesIds,
      };
    }),
});
