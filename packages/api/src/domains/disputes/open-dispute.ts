import { endpoints, MILESTONE_STATUS, ZDispute, ZOpenDisputeBody } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { requireActor, requireMilestone } from '../milestones';
import { deliverNotifications } from '../notifications';
import { paidInCharge } from '../payments';
import { insertDispute } from './open';
import { requireVisibleDispute } from './store';

const DISPUTABLE: ReadonlySet<number> = new Set([
  MILESTONE_STATUS.paid,
  MILESTONE_STATUS.completed,
]);

export const openDispute = definePrivateRoute(endpoints.openDispute, {
  summary: 'Opens a dispute of a paid or completed fixed milestone (either party)',
  description:
    "docs/disputes.md#opening. The contract's customer or freelancer disputes a milestone that is paid (2) or completed (3) and was paid in by card: its money stays in escrow (sign-off is refused) until an administrator resolves it. reason: 1 to 2000 characters. evidence: up to 5 files the caller uploaded under milestones/{milestoneId}/ (422 naming evidence.<i>.key otherwise). 404 MILESTONE_NOT_FOUND outside the caller's contracts; 409 INVALID_TRANSITION for another status or ongoing work (use POST /jobs/dispute_recurring_milestone); 409 CONFLICT when a dispute is already open, nothing was paid in, or it was paid in crypto. The other party is notified (MILESTONE_UPDATED, event disputeOpened).",
  body: ZOpenDisputeBody,
  response: ZDispute,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const { row, notificationIds } = await db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, body.milestoneId, {
        jobId: body.jobID,
        forUpdate: true,
      });
      requireActor(found.actor);
      const { milestone } = found;
      if (milestone.recurring_id !== null)
        throw httpErrors.invalidTransition(
          'Ongoing work is disputed by its cycle: POST /jobs/dispute_recurring_milestone',
        );
      if (!DISPUTABLE.has(milestone.status))
        throw httpErrors.invalidTransition(
          `Only a paid (2) or completed (3) milestone can be disputed; this one is ${milestone.status}`,
        );
      const target = { tenantId: tenant.id, milestoneId: milestone.id, cycleId: null };
      const charge = await paidInCharge(tx, target);
      if (charge === null)
        throw httpErrors.conflict('Nothing was paid in for this milestone through the platform');
      if (charge.method === 'crypto')
        throw httpErrors.conflict('A milestone paid in crypto cannot be disputed here');
      return insertDispute(tx, {
        ...target,
        jobId: found.job.id,
        customerId: found.job.customer_id,
        freelancerId: milestone.freelancer_id,
        openedBy: caller.userId,
        reason: body.reason,
        evidence: body.evidence ?? [],
        amount: Number(charge.amount),
        currency: charge.currency,
      });
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return requireVisibleDispute(db, caller, row.id);
  },
});
