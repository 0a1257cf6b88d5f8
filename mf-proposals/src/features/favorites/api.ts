import {
  customerSendInvitation,
  getFavouriteFreelancers,
  updateFavouriteFreelancers,
  type ApiClient,
  type InvitationResponse,
  type PublicProfile,
} from '@mp/contracts';

export function fetchFavourites(http: ApiClient, signal: AbortSignal): Promise<PublicProfile[]> {
  return http.call(getFavouriteFreelancers, { signal });
}

export async function removeFavourite(http: ApiClient, freelancerId: string): Promise<string[]> {
  const answer = await http.call(updateFavouriteFreelancers, {
    body: { freelancerId, value: false },
  });
  return answer.freelancerIds;
}

export function inviteToJob(
  http: ApiClient,
  jobId: string,
  freelancerId: string,
): Promise<InvitationResponse> {
  return http.call(customerSendInvitation, {
    body: { jobID: jobId, freelancerID: freelancerId },
  });
}
