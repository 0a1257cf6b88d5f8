/** Buying packs of credits (docs/payments.md#credits). */
import { endpoints, ZBuyCreditsBody, ZBuyCreditsResponse } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { requireSubscriptions } from '../subscriptions';
import { creditsOf } from './get-credits';
import { buyCreditPacks } from './purchases';

export const buyCredits = definePrivateRoute(endpoints.buyCredits, {
  summary: "Buys packs of credits with the caller's newest way to pay",
  description:
    "`quantity` packs (see GET /payment/subscription/plans for the pack's credits and price), charged at once; the purchase is `pending` until the provider's outcome adds the credits (or fails it with the payment error code). 422 PAYMENT_METHOD_REQUIRED without a way to pay; 403 FORBIDDEN while the stripeSubscriptions switch is off for the caller. Takes an Idempotency-Key.",
  body: ZBuyCreditsBody,
  response: ZBuyCreditsResponse,
  handler: async ({ tenant, db, caller, body, payments }) => {
    requireSubscriptions(tenant, caller);
    const purchase = await buyCreditPacks(db, { payments }, tenant, caller, body.quantity);
    return { purchase, credits: await creditsOf(db, tenant, caller.userId) };
  },
});
