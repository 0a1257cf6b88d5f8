/**
 * Plans, subscriptions and credits are behind the tenant's `stripeSubscriptions` switch, as it
 * evaluates for the caller (docs/payments.md#subscriptions-and-plans).
 */
import { FEATURES, isFeatureEnabled } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';

export const SUBSCRIPTIONS_OFF =
  'Plans and credits are not available to your account on this marketplace';

/** 403 FORBIDDEN while the switch is off for the caller. */
export function requireSubscriptions(tenant: Tenant, caller: Caller): void {
  const on = isFeatureEnabled(tenant.features, FEATURES.stripeSubscriptions, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  });
  if (!on) throw httpErrors.forbidden(SUBSCRIPTIONS_OFF);
}
