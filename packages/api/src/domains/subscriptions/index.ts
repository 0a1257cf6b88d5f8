/**
 * The subscriptions domain's public module (docs/payments.md#subscriptions-and-plans): the
 * provider's subscription events, the allowance's schedule, the switch, and when a user's
 * allowance is next reset.
 */
export { requireSubscriptions } from './access';
export { applySubscriptionEvent } from './events';
export { runAllowanceResets } from './allowance-schedule';
export { nextAllowanceReset } from './store';
export { seedSubscriptionPlans, type PlanSeed } from './seed';
