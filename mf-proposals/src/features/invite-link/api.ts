import {
  createInviteLinks,
  publicCustomerSendInvitation,
  type ApiClient,
  type InvitationResponse,
} from '@mp/contracts';

export interface SignedInvite {
  jobId: string;
  freelancerId: string;
  customerId: string;
  signature: string;
}

/** The signature stands in for the customer's session, so the call is public. */
export function inviteWithSignature(
  http: ApiClient,
  invite: SignedInvite,
): Promise<InvitationResponse> {
  return http.call(publicCustomerSendInvitation, {
    body: {
      jobID: invite.jobId,
      freelancerID: invite.freelancerId,
      customerID: invite.customerId,
      signature: invite.signature,
    },
  });
}

/** A single-use signed invite link for one freelancer, as an absolute URL to share. */
export async function createInviteLink(
  http: ApiClient,
  jobId: string,
  freelancerId: string,
): Promise<string> {
  const answer = await http.call(createInviteLinks, {
    params: { jobId },
    body: { freelancerIds: [freelancerId] },
  });
  const link = answer.links.find((entry) => entry.freelancerId === freelancerId);
  if (!link) throw new Error('The API answered no link for this freelancer');
  return new URL(link.path, window.location.origin).toString();
}
