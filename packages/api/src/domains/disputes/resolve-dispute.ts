import {
  endpoints,
  ZDispute,
  ZDisputeIdParams,
  ZResolveDisputeBody,
  type DisputeOutcome,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { closeDisputedMilestone } from '../milestones';
import { deliverNotifications } from '../notifications';
import {
  paidInCharge,
  refundShareAtProvider,
  sendPayout,
  settleDisputedCharge,
  type DisputeShares,
} from '../payments';
import { notifyParties } from './notify';
import {
  DISPUTE_COLUMNS,
  findVisibleDisputeRow,
  lockVisibleDispute,
  numberOrNull,
  requireVisibleDispute,
  type DisputeRow,
} from './store';

interface Decision {
  outcome: DisputeOutcome;
  freelancerAmount?: number | undefined;
}

/** The two shares of the amount a decision gives (docs/disputes.md#resolving). */
function sharesOf(disputeId: string, amount: number, decision: Decision): DisputeShares {
  if (decision.outcome === 'release')
    return { disputeId, freelancerAmount: amount, customerAmount: 0 };
  if (decision.outcome === 'refund')
    return { disputeId, freelancerAmount: 0, customerAmount: amount };
  const share = decision.freelancerAmount ?? 0;
  if (share <= 0 || share >= amount)
    throw httpErrors.validation([
      {
        path: 'body.freelancerAmount',
        message: `A split gives the freelancer more than 0 and less than ${amount}`,
      },
    ]);
  return { disputeId, freelancerAmount: share, customerAmount: amount - share };
}

/** The open dispute and its paid-in charge, or 409 naming why it cannot be resolved. */
async function resolvable(db: Queryable, caller: Caller, disputeId: string, locked: boolean) {
  const dispute = locked
    ? await lockVisibleDispute(db, caller, disputeId)
    : await findVisibleDisputeRow(db, caller, disputeId);
  if (dispute.status !== 'open') throw httpErrors.conflict('The dispute is already resolved');
  const target = {
    tenantId: dispute.tenant_id,
    milestoneId: dispute.milestone_id,
    cycleId: dispute.cycle_id,
  };
  const charge = await paidInCharge(db, target);
  if (charge === null)
    throw httpErrors.conflict('Nothing is paid in yet: there is no money to release or refund');
  return { dispute, charge };
}

/** What the audit trail keeps of a dispute before and after its decision. */
function auditedDispute(row: DisputeRow) {
  return {
    status: row.status,
    outcome: row.outcome,
    amount: numberOrNull(row.amount),
    freelancerAmount: numberOrNull(row.freelancer_amount),
    customerAmount: numberOrNull(row.customer_amount),
  };
}

export const resolveDispute = definePrivateRoute(endpoints.resolveDispute, {
  summary: 'Resolves an open dispute: release, refund or split (administrators of the tenant)',
  description:
    "docs/disputes.md#resolving. outcome release gives the freelancer the whole paid-in amount, refund gives it back to the customer, split gives the freelancer freelancerAmount (minor units, more than 0 and less than the amount: 400 naming body.freelancerAmount otherwise) and the customer the rest. The customer's share is refunded at the provider (idempotent by the dispute), the freelancer's is released as a payout, and the ledger moves once: a second or concurrent resolve is 409 CONFLICT, as is a dispute with nothing paid in yet. A fixed milestone becomes signed off (4). Both parties are notified (event disputeResolved). 404 DISPUTE_NOT_FOUND for another tenant's dispute.",
  params: ZDisputeIdParams,
  body: ZResolveDisputeBody,
  response: ZDispute,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body } = ctx;
    const before = await resolvable(db, caller, params.disputeId, false);
    const planned = sharesOf(before.dispute.id, Number(before.charge.amount), body);
    await refundShareAtProvider(ctx, before.charge, planned);
    const { payout, notificationIds } = await db.transaction(async (tx) => {
      const { dispute, charge } = await resolvable(tx, caller, params.disputeId, true);
      const shares = sharesOf(dispute.id, Number(charge.amount), body);
      const released = await settleDisputedCharge(tx, charge, shares);
      const updated = await tx.query<DisputeRow>(
        `UPDATE disputes d SET status = 'resolved', outcome = $3, amount = $4, currency = $5,
           freelancer_amount = $6, customer_amount = $7, resolved_by = $8, resolved_at = now()
          WHERE d.tenant_id = $1 AND d.id = $2 RETURNING ${DISPUTE_COLUMNS}`,
        [
          tenant.id,
          dispute.id,
          body.outcome,
          Number(charge.amount),
          charge.currency,
          shares.freelancerAmount,
          shares.customerAmount,
          caller.userId,
        ],
      );
      const resolved = updated.rows[0] as DisputeRow;
      await ctx.audit.record(tx, {
        tenantId: tenant.id,
        actorId: caller.userId,
        action: 'dispute.resolve',
        targetType: 'dispute',
        targetId: dispute.id,
        before: auditedDispute(dispute),
        after: auditedDispute(resolved),
      });
      const ids: string[] = [];
      if (resolved.cycle_id === null) {
        await closeDisputedMilestone(tx, {
          tenantId: tenant.id,
          milestoneId: resolved.milestone_id,
          administratorId: caller.userId,
          outcome: body.outcome,
        });
        // A booking's money is settled too: it completes (docs/products.md#completing).
        ids.push(
          ...(await ctx.milestoneSignedOff(tx, {
            tenantId: tenant.id,
            jobId: resolved.job_id,
            milestoneId: resolved.milestone_id,
            actorId: caller.userId,
          })),
        );
      }
      ids.push(...(await notifyParties(tx, resolved, 'disputeResolved', caller.userId)));
      return { payout: released, notificationIds: ids };
    });
    if (payout !== null) await sendPayout(db, ctx, payout);
    await deliverNotifications(ctx, tenant, notificationIds);
    return requireVisibleDispute(db, caller, params.disputeId);
  },
});
