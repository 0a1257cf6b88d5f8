import { endpoints, RECURRING_ITEM_STATUS, ZDispute, ZDisputeRecurringBody } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { findRule, requireActor, requireMilestone, type RecurringItemRow } from '../milestones';
import { deliverNotifications } from '../notifications';
import { tenantCurrency } from '../payments';
import { insertDispute } from './open';
import { requireVisibleDispute } from './store';

/**
 * The rule's latest cycle whose money is not released yet (docs/disputes.md#opening): hours
 * given, cycle end, payment pending, or paid without a payout; locked for the transaction.
 */
async function latestUnreleasedCycle(
  tx: Queryable,
  tenantId: string,
  recurringId: string,
): Promise<RecurringItemRow | null> {
  const { rows } = await tx.query<RecurringItemRow>(
    `SELECT i.* FROM recurring_items i
      WHERE i.tenant_id = $1 AND i.recurring_id = $2
        AND (i.status = ANY($3::smallint[]) OR (i.status = $4 AND NOT EXISTS (
          SELECT 1 FROM payouts p WHERE p.tenant_id = i.tenant_id AND p.cycle_id = i.id)))
      ORDER BY i.period_start DESC LIMIT 1 FOR UPDATE`,
    [
      tenantId,
      recurringId,
      [
        RECURRING_ITEM_STATUS.freelancerSubmitted,
        RECURRING_ITEM_STATUS.cycleEnd,
        RECURRING_ITEM_STATUS.paymentPending,
      ],
      RECURRING_ITEM_STATUS.paid,
    ],
  );
  return rows[0] ?? null;
}

export const disputeRecurringMilestone = definePrivateRoute(endpoints.disputeRecurringMilestone, {
  summary: "Opens a dispute of a recurring contract's latest unreleased cycle (either party)",
  description:
    "docs/disputes.md#opening. The customer or freelancer of the recurring contract (recurringId on its milestoneId) disputes the rule's latest cycle whose money is not released yet (hours given, cycle end, payment pending, or paid without a payout). While the dispute is open, a pay-in of that cycle stays in escrow instead of being released. reason (optional; the customer's earlier dispute reason of the cycle otherwise) and evidence as in POST /disputes. 404 MILESTONE_NOT_FOUND outside the caller's contracts or for another rule; 409 INVALID_TRANSITION without such a cycle; 409 CONFLICT when the cycle already has an open dispute. The other party is notified (event disputeOpened).",
  body: ZDisputeRecurringBody,
  response: ZDispute,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const { row, notificationIds } = await db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, body.milestoneId, {
        jobId: body.jobID,
      });
      requireActor(found.actor);
      const rule = await findRule(tx, tenant.id, body.recurringId, { forUpdate: true });
      if (rule === null || rule.milestone_id !== found.milestone.id)
        throw httpErrors.milestoneNotFound();
      const cycle = await latestUnreleasedCycle(tx, tenant.id, rule.id);
      if (cycle === null)
        throw httpErrors.invalidTransition('There is no cycle with money still to release');
      return insertDispute(tx, {
        tenantId: tenant.id,
        jobId: found.job.id,
        milestoneId: found.milestone.id,
        cycleId: cycle.id,
        customerId: found.job.customer_id,
        freelancerId: rule.freelancer_id,
        openedBy: caller.userId,
        reason: body.reason ?? cycle.dispute_reason ?? '',
        evidence: body.evidence ?? [],
        amount: Number(cycle.amount),
        currency: tenantCurrency(tenant),
      });
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return requireVisibleDispute(db, caller, row.id);
  },
});
