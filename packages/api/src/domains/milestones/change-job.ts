/**
 * Moves a milestone that has not been paid to another job of the same customer where the same
 * freelancer is under contract (e.g. from a parent job to its team job).
 */
import {
  endpoints,
  MILESTONE_STATUS,
  MILESTONE_STATUS_NAMES,
  ZMilestoneChangeAssignBody,
  ZMilestoneView,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { assertInContract, requireActor, requireContract, requireMilestone } from './contract';
import { recordMilestoneEvent } from './events';
import { MILESTONE_COLUMNS, type MilestoneRow } from './rows';
import { toMilestoneView } from './rows';

const MOVABLE: readonly number[] = [MILESTONE_STATUS.proposed, MILESTONE_STATUS.pending];

export const changeMilestoneJob = definePrivateRoute(endpoints.changeMilestoneJob, {
  summary:
    "Moves a milestone (proposed or pending) to another of the customer's jobs in contract with the same freelancer",
  description:
    "Paid, completed, signed-off or payment-pending milestones stay where their money moved: 409 INVALID_TRANSITION. The target job must be the caller's and have an accepted contract with the milestone's freelancer (409 otherwise).",
  body: ZMilestoneChangeAssignBody,
  response: ZMilestoneView,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, body.task.milestoneId, {
        forUpdate: true,
      });
      const actor = requireActor(found.actor);
      if (actor !== 'customer') throw httpErrors.forbidden('Only the customer moves milestones');
      const { milestone } = found;
      if (!MOVABLE.includes(milestone.status) || milestone.recurring_id !== null)
        throw httpErrors.invalidTransition(
          `A milestone can be moved to another job only while proposed or pending, and not one of ongoing work; this one is ${MILESTONE_STATUS_NAMES[milestone.status]}`,
        );
      if (body.newJobId === milestone.job_id)
        throw httpErrors.unprocessable('The milestone is already on this job', [
          { path: 'body.newJobId', message: 'The milestone is already on this job' },
        ]);
      const target = await requireContract(tx, tenant.id, caller, body.newJobId, {
        freelancerId: milestone.freelancer_id,
        field: 'body.newJobId',
      });
      if (target.actor !== 'customer') throw httpErrors.forbidden('Not your job');
      assertInContract(target.job);
      const moved = await tx.query<MilestoneRow>(
        `UPDATE milestones SET job_id = $3, proposal_id = $4, last_modified = now()
          WHERE tenant_id = $1 AND id = $2 RETURNING ${MILESTONE_COLUMNS}`,
        [tenant.id, milestone.id, target.job.id, target.proposal.id],
      );
      const row = moved.rows[0];
      if (row === undefined) throw httpErrors.milestoneNotFound();
      for (const jobId of [milestone.job_id, target.job.id])
        await recordMilestoneEvent(tx, {
          tenantId: tenant.id,
          jobId,
          milestoneId: milestone.id,
          kind: 'moveToJob',
          fromStatus: milestone.status,
          toStatus: milestone.status,
          actorId: caller.userId,
          actorRole: 'customer',
          note: `${milestone.job_id} -> ${target.job.id}`,
        });
      return toMilestoneView(row);
    }),
});
