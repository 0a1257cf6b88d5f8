/** Sending a payout again after it failed, or once the freelancer can be paid (docs/payments.md#payouts). */
import { endpoints, ZPayoutRetryBody, ZPayResponse } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import {
  findCycle,
  findMilestone,
  requireMilestone,
  toCycleView,
  toMilestoneView,
} from '../milestones';
import { retryPayout as sendAgain } from './payouts';

export const retryPayout = definePrivateRoute(endpoints.retryPayout, {
  summary:
    'Sends a failed payout again (after the freelancer fixed their bank account), or a waiting one',
  description:
    "Either party of the contract. Only a failed payout, or one waiting for the freelancer's account, is sent again (409 INVALID_TRANSITION otherwise). Takes an Idempotency-Key.",
  body: ZPayoutRetryBody,
  response: ZPayResponse,
  handler: async ({ tenant, db, caller, body, payments }) => {
    const found = await requireMilestone(db, tenant.id, caller, body.milestoneId);
    if (found.actor === null)
      throw httpErrors.forbidden('Only the parties of the contract send payouts');
    if (body.cycleId !== undefined) {
      const cycle = await findCycle(db, tenant.id, body.cycleId);
      if (cycle === null || cycle.milestone_id !== body.milestoneId)
        throw httpErrors.unprocessable('Not a cycle of this milestone', [
          { path: 'body.cycleId', message: 'Not a cycle of this milestone' },
        ]);
    }
    await sendAgain(
      db,
      { payments },
      {
        tenantId: tenant.id,
        milestoneId: body.milestoneId,
        cycleId: body.cycleId ?? null,
      },
    );
    const milestone = await findMilestone(db, tenant.id, body.milestoneId);
    if (milestone === null) throw httpErrors.milestoneNotFound();
    const cycle = body.cycleId === undefined ? null : await findCycle(db, tenant.id, body.cycleId);
    return {
      milestone: toMilestoneView(milestone),
      cycle: cycle === null ? null : toCycleView(cycle),
      charge: null,
    };
  },
});
