import type { ApiClient } from '@mp/contracts';
import type { FreelancerProposal, FreelancerProposalsResponse } from '../../lib/api-types';

export function fetchMyProposals(
  http: ApiClient,
  signal: AbortSignal,
): Promise<FreelancerProposal[]> {
  return http
    .post<FreelancerProposalsResponse>('/jobs/get-proposal-for-freelancers', { body: {}, signal })
    .then((answer) => answer.proposals);
}
