import {
  evaluateFeature,
  FEATURES,
  getFeatures,
  ROLES,
  type MilestoneProposer,
} from '@mp/contracts';
import { useApi, useArea, useLoad } from '@mp/remote-kit';
import type { Side } from './moves';

/**
 * Who proposes new milestones on this marketplace (docs/milestones.md#who-proposes): the
 * customer where the tenant's `customerCreatesMilestones` switch is on for customers, otherwise
 * the freelancer. A customer's own switches say it; a freelancer's are evaluated for their own
 * role, so for them the tenant's switches are read and evaluated for customers, as the API
 * does. Null while that is being read.
 */
export function useMilestoneProposer(side: Side): MilestoneProposer | null {
  const { features, tenantId } = useArea();
  const http = useApi();
  const raw = useLoad(
    (signal) => (side === 'customer' ? Promise.resolve(null) : http.call(getFeatures, { signal })),
    side,
  );
  if (side === 'customer') {
    return features[FEATURES.customerCreatesMilestones] ? 'customer' : 'freelancer';
  }
  if (raw.status !== 'ready') return null;
  const customer = { tenantId, role: ROLES.customer };
  return evaluateFeature(raw.data, FEATURES.customerCreatesMilestones, customer).enabled
    ? 'customer'
    : 'freelancer';
}
