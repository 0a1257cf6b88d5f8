import { FEATURES, isFeatureEnabled, type PublicProfile } from '@mp/contracts';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { toPublicProfile, type UserRow } from './store';

/**
 * The tenant's hideFreelancerRate switch, evaluated for the viewer (anonymous visitors get its
 * isEnabled); users always see their own rate.
 */
export function hidesRateFor(tenant: Tenant, viewer: Caller | null, user: UserRow): boolean {
  if (viewer !== null && viewer.userId === user.id) return false;
  return isFeatureEnabled(tenant.features, FEATURES.hideFreelancerRate, {
    tenantId: tenant.id,
    role: viewer?.role ?? null,
    freelancerRole: viewer?.freelancerRole ?? null,
  });
}

export function publicProfileFor(
  tenant: Tenant,
  user: UserRow,
  viewer: Caller | null,
): PublicProfile {
  return toPublicProfile(user, { hideRate: hidesRateFor(tenant, viewer, user) });
}
