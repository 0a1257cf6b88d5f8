import {
  listFreelancerProposals,
  type ApiClient,
  type FreelancerProposalEntry,
} from '@mp/contracts';

export function fetchMyProposals(
  http: ApiClient,
  signal: AbortSignal,
): Promise<FreelancerProposalEntry[]> {
  return http
    .call(listFreelancerProposals, { body: {}, signal })
    .then((answer) => answer.proposals);
}
