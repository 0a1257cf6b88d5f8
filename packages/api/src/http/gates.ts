/**
 * The caller policy besides the role: what the UI refuses before showing a screen, the API
 * refuses too (docs/security.md#server-side-gates). Checked for every route by the registry,
 * after the role and before the input.
 */
import {
  API_ERROR_CODES,
  evaluateFeature,
  isRemoteEnabled,
  restrictsUnapprovedCustomers,
  ROLES,
  type FeatureContext,
} from '@mp/contracts';
import type { Tenant } from '../tenancy';
import { HttpError } from './errors';
import type { ResolvedCaller } from './pipeline';
import type { RouteDefinition, RouteGate } from './route';

function refusal(gate: RouteGate, tenant: Tenant, caller: ResolvedCaller): HttpError | null {
  const ctx: FeatureContext = {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  };
  if ('approvedCustomer' in gate) {
    if (caller.role !== ROLES.customer || caller.approved) return null;
    if (!restrictsUnapprovedCustomers(tenant.features, ctx)) return null;
    return new HttpError(
      403,
      API_ERROR_CODES.customerNotApproved,
      'Your account is waiting for approval by an administrator',
    );
  }
  if (gate.feature !== undefined) {
    if (evaluateFeature(tenant.features, gate.feature, ctx).enabled) return null;
    return new HttpError(
      403,
      API_ERROR_CODES.featureDisabled,
      `The ${gate.feature} feature is off for your account on this marketplace`,
    );
  }
  if (isRemoteEnabled(tenant.features, gate.remote, ctx)) return null;
  return new HttpError(
    403,
    API_ERROR_CODES.featureDisabled,
    `This part of the marketplace (${gate.remote}) is off for your account`,
  );
}

/** Throws the first gate of the route the caller does not pass; anonymous callers pass none needed. */
export function enforceGates(
  route: RouteDefinition,
  tenant: Tenant,
  caller: ResolvedCaller | null,
): void {
  if (caller === null) return;
  for (const gate of route.gates) {
    const error = refusal(gate, tenant, caller);
    if (error !== null) throw error;
  }
}
