import type {
  ApiClient,
  FreelancerProposalEntry,
  FreelancerProposalsResponse,
} from '@mp/contracts';

export function fetchMyProposals(
  http: ApiClient,
  signal: AbortSignal,
): Promise<FreelancerProposalEntry[]> {
  return http
    .post<FreelancerProposalsResponse>('/jobs/get-proposal-for-freelancers', { body: {}, signal })
    .then((answer) => answer.proposals);
}
