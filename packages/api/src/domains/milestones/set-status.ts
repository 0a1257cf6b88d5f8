/**
 * Named moves of a milestone (POST /jobs/milestone_status): the freelancer submits the work of a
 * paid milestone, the customer sends completed work back. Recurring keys (hours, disputes) are
 * answered by the recurring module.
 */
import { endpoints, ZMilestoneStatusBody, ZMilestoneView } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { assertInContract, requireActor, requireMilestone } from './contract';
import { moveMilestone } from './moves';
import { answerRecurringKey } from './recurring-keys';
import { toMilestoneView } from './rows';

function reasonOf(value: string | number | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const setMilestoneStatus = definePrivateRoute(endpoints.setMilestoneStatus, {
  summary: 'A named move: submit work (freelancer), request changes (customer), recurring keys',
  description:
    "`submit`: a paid (2) milestone becomes completed (3), with the freelancer's note (flNote). `requestChanges`: a completed milestone goes back to paid, with the reason (value). With recurringId: `hours` (value: hours of the open cycle), `dispute` and `withdrawDispute` (docs/milestones.md#recurring-work). Any other move from the current status: 409 INVALID_TRANSITION.",
  body: ZMilestoneStatusBody,
  response: ZMilestoneView,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    if (body.key !== 'submit' && body.key !== 'requestChanges') return answerRecurringKey(ctx);
    const notificationIds: string[] = [];
    const view = await db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, body.milestoneId, {
        jobId: body.jobID,
        forUpdate: true,
      });
      const actor = requireActor(found.actor);
      assertInContract(found.job);
      if (body.key === 'submit') {
        const row = await moveMilestone(tx, {
          tenantId: tenant.id,
          milestone: found.milestone,
          action: 'submit',
          actor,
          actorId: caller.userId,
          note: body.flNote ?? null,
          changes: body.flNote === undefined ? {} : { flNote: body.flNote },
          notificationIds,
        });
        return toMilestoneView(row);
      }
      const reason = reasonOf(body.value);
      if (reason === null)
        throw httpErrors.unprocessable('Say what should change', [
          { path: 'body.value', message: 'Say what should change' },
        ]);
      const row = await moveMilestone(tx, {
        tenantId: tenant.id,
        milestone: found.milestone,
        action: 'requestChanges',
        actor,
        actorId: caller.userId,
        note: reason,
        notificationIds,
      });
      return toMilestoneView(row);
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return view;
  },
});
