import { randomUUID } from 'node:crypto';
import {
  JOB_STATUS,
  PROPOSAL_STATUS,
  ZAcceptMeetingRequest,
  ZAcceptMeetingResponse,
  endpoints,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { assertOpen, customerView, PROPOSAL_COLUMNS, type JobRow, type ProposalRow } from '../jobs';
import { deliverNotifications } from '../notifications';
import { bookMeeting } from '../scheduling';

import { findProposalOf } from './rows';
import { lockOwnedJob, moveJob, requireFreelancer } from './store';

/** Records the meeting on the freelancer's proposal; without one, a "not created" (1) proposal. */
async function recordMeeting(
  tx: Queryable,
  job: JobRow,
  freelancerId: string,
): Promise<ProposalRow> {
  const existing = await findProposalOf(tx, job.tenant_id, job.id, freelancerId);
  if (existing?.status === PROPOSAL_STATUS.rejected) {
    throw httpErrors.conflict("The freelancer's proposal was rejected: no meeting can be accepted");
  }
  if (existing !== null) {
    const result = await tx.query<ProposalRow>(
      `UPDATE proposals SET meeting_accepted_at = coalesce(meeting_accepted_at, now()),
         last_modified = now()
        WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
      [job.tenant_id, existing.id],
    );
    return result.rows[0] as ProposalRow;
  }
  const result = await tx.query<ProposalRow>(
    `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, status, meeting_accepted_at)
     VALUES ($1, $2, $3, $4, $5, now()) RETURNING ${PROPOSAL_COLUMNS}`,
    [job.tenant_id, randomUUID(), job.id, freelancerId, PROPOSAL_STATUS.notCreated],
  );
  return result.rows[0] as ProposalRow;
}

export const acceptMeeting = definePrivateRoute(endpoints.acceptMeeting, {
  summary:
    "The job's customer accepts a meeting with a freelancer: the job becomes a meeting job (from fresh job or in discussion)",
  description:
    "Another customer's job: 404. Closed job, job in contract, or a rejected proposal: 409. A freelancer without a proposal gets one with status 1 (not created) holding the meeting. With startsAt, the meeting is booked in that free slot of the freelancer's availability (422 when it is not one, 409 when it was just taken) and the freelancer gets MEETING_BOOKED.",
  body: ZAcceptMeetingRequest,
  response: ZAcceptMeetingResponse,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const { notificationId, ...answer } = await db.transaction(async (tx) => {
      const job = await lockOwnedJob(tx, tenant.id, body.jobID, caller);
      assertOpen(job, 'accept a meeting');
      await requireFreelancer(tx, tenant.id, body.freelancerID);
      const jobStatus = await moveJob(
        tx,
        job,
        [JOB_STATUS.freshJob, JOB_STATUS.inDiscussion],
        JOB_STATUS.meetingJob,
      );
      const proposal = await recordMeeting(tx, job, body.freelancerID);
      const booked =
        body.startsAt === undefined
          ? null
          : await bookMeeting(
              tx,
              { tenantId: tenant.id, id: job.id, customerId: job.customer_id },
              body.freelancerID,
              new Date(body.startsAt),
            );
      return {
        proposal: customerView(proposal),
        jobStatus,
        ...(booked === null ? {} : { meeting: booked.meeting }),
        notificationId: booked?.notificationId ?? null,
      };
    });
    if (notificationId !== null) await deliverNotifications(ctx, tenant, [notificationId]);
    return answer;
  },
});
