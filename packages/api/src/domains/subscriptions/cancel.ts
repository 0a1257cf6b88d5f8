/** Cancelling a subscription: it runs to the end of the period it is paid for, then ends. */
import { endpoints, ZCancelSubscriptionBody, ZSubscriptionStatusResponse } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { askProvider } from '../payments';
import { requireSubscriptions } from './access';
import { applySnapshot } from './snapshot';
import { currentSubscription, findSubscription, isLive, toStatusResponse } from './store';

export const cancelSubscription = definePrivateRoute(endpoints.cancelSubscription, {
  summary: "Cancels the caller's subscription at the end of its period",
  description:
    'It stays active (and keeps its allowance) until `currentPeriodEnd`, then ends and what is left of the allowance expires; cancelling again changes nothing. 409 CONFLICT without a live subscription, or while its first payment is being set up at the provider.',
  body: ZCancelSubscriptionBody,
  response: ZSubscriptionStatusResponse,
  handler: async ({ tenant, db, caller, payments }) => {
    requireSubscriptions(tenant, caller);
    const row = await currentSubscription(db, tenant.id, caller.userId);
    if (row === null || !isLive(row))
      throw httpErrors.conflict('You have no subscription to cancel');
    if (row.cancel_at_period_end) return toStatusResponse(row);
    const subscriptionId = row.provider_subscription_id;
    if (subscriptionId === null)
      throw httpErrors.conflict('Your subscription is still being set up: try again in a moment');
    const snapshot = await askProvider(() =>
      payments.cancelSubscription({ tenantId: tenant.id, subscriptionId }),
    );
    const applied = await db.transaction(async (tx) => {
      const locked = await findSubscription(tx, tenant.id, row.id, { forUpdate: true });
      return locked === null ? row : applySnapshot(tx, locked, snapshot, new Date());
    });
    return toStatusResponse(applied);
  },
});
