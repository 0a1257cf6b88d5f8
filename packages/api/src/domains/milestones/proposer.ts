/**
 * Which side proposes new milestones during a contract (docs/milestones.md#who-proposes): the
 * customer where the tenant's `customerCreatesMilestones` switch is on for customers, otherwise
 * the freelancer. The other side approves.
 */
import { evaluateFeature, FEATURES, ROLES, type MilestoneProposer } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import type { Tenant } from '../../tenancy';
import type { PartyRole } from './contract';

export function milestoneProposer(tenant: Tenant): MilestoneProposer {
  const customer = { tenantId: tenant.id, role: ROLES.customer };
  return evaluateFeature(tenant.features, FEATURES.customerCreatesMilestones, customer).enabled
    ? 'customer'
    : 'freelancer';
}

export function assertMayPropose(tenant: Tenant, actor: PartyRole): MilestoneProposer {
  const proposer = milestoneProposer(tenant);
  if (actor !== proposer)
    throw httpErrors.forbidden(
      `On this marketplace the ${proposer} proposes milestones; the ${actor} approves them`,
    );
  return proposer;
}
