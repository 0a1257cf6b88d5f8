import type { ApiClient, InvitationResponse, PublicProfile } from '@mp/contracts';

export function fetchFavourites(http: ApiClient, signal: AbortSignal): Promise<PublicProfile[]> {
  return http.get<PublicProfile[]>('/customers/get-favorite-freelancers', { signal });
}

export async function removeFavourite(http: ApiClient, freelancerId: string): Promise<string[]> {
  const answer = await http.post<{ freelancerIds: string[] }>(
    '/customers/update-favorite-freelancers',
    { body: { freelancerId, value: false } },
  );
  return answer.freelancerIds;
}

export function inviteToJob(
  http: ApiClient,
  jobId: string,
  freelancerId: string,
): Promise<InvitationResponse> {
  return http.post<InvitationResponse>('/jobs/customer_send_invitation', {
    body: { jobID: jobId, freelancerID: freelancerId },
  });
}
