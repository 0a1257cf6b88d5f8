import type { PublicProfile } from '@mp/contracts';
import type { Tenant } from '../tenants/store';
import { toPublicProfile, type UserRow } from './store';

const HIDE_RATE_FEATURE = 'hideFreelancerRate';

/** A tenant may hide freelancers' rates from the public (SPEC section 6 feature list). */
export function hidesFreelancerRate(tenant: Tenant): boolean {
  return (
    tenant.features[HIDE_RATE_FEATURE]?.isEnabled === true ||
    tenant.features[HIDE_RATE_FEATURE]?.forcedTenantId === tenant.id
  );
}

export function publicProfileFor(tenant: Tenant, user: UserRow): PublicProfile {
  return toPublicProfile(user, { hideRate: hidesFreelancerRate(tenant) });
}
