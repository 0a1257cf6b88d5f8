/** The plans the tenant sells, as the provider lists them (docs/payments.md#subscriptions-and-plans). */
import { endpoints, ZPlansResponse, type PlanView } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import type { PaymentProvider, ProviderPlan } from '../../payment-provider';
import { creditPackOf } from '../credits';
import { askProvider } from '../payments';
import { requireSubscriptions } from './access';

export function toPlanView(plan: ProviderPlan): PlanView {
  return {
    planId: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    monthlyCredits: plan.monthlyCredits,
    features: plan.features,
  };
}

export function plansOf(payments: PaymentProvider, tenantId: string): Promise<ProviderPlan[]> {
  return askProvider(() => payments.listPlans(tenantId));
}

export const listSubscriptionPlans = definePrivateRoute(endpoints.listSubscriptionPlans, {
  summary: 'The plans the marketplace sells, and the pack of credits on sale',
  description:
    "Prices are in minor units of the tenant's currency; `monthlyCredits` is the allowance each month of a subscription grants. 403 FORBIDDEN while the stripeSubscriptions switch is off for the caller.",
  response: ZPlansResponse,
  handler: async ({ tenant, caller, payments }) => {
    requireSubscriptions(tenant, caller);
    const plans = await plansOf(payments, tenant.id);
    return { plans: plans.map(toPlanView), creditPack: creditPackOf(tenant) };
  },
});
