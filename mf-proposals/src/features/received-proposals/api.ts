import {
  acceptContract as acceptContractCall,
  acceptMeeting as acceptMeetingCall,
  getDatatypes,
  getFavouriteFreelancers,
  getJobsWithFreelancerDetails,
  listJobs,
  notifyAdminFromProposalsPage,
  putProposal,
  sendContractAcceptedEvent as sendContractAcceptedEventCall,
  shortList,
  teamDecline,
  updateFavouriteFreelancers,
  type AcceptMeetingResponse,
  type ApiClient,
  type DataType,
  type JobsPage,
  type JobsWithFreelancersResponse,
  type JobView,
  type Proposal,
  type ProposalContractResponse,
  type RejectedProposalPatch,
  type TeamDeclineResponse,
} from '@mp/contracts';

/** One job with its freelancers and their proposals, or every shortlisted one. */
export function fetchReview(
  http: ApiClient,
  scope: { jobId: string } | { shortListed: true },
  signal: AbortSignal,
): Promise<JobsWithFreelancersResponse> {
  const body = 'jobId' in scope ? { jobId: scope.jobId } : { isShortListedOnly: true };
  return http.call(getJobsWithFreelancerDetails, { body, signal });
}

export async function fetchFavouriteIds(http: ApiClient, signal: AbortSignal): Promise<string[]> {
  const favourites = await http.call(getFavouriteFreelancers, { signal });
  return favourites.map((profile) => profile.userId);
}

/** A page of the customer's open jobs (after `from`, a lastEvaluatedKey), newest change first. */
export async function fetchOpenJobs(
  http: ApiClient,
  signal?: AbortSignal,
  from?: string,
): Promise<JobsPage> {
  return http.call(listJobs, { query: { mode: 'active', from }, signal });
}

export function setShortListed(
  http: ApiClient,
  proposal: Pick<Proposal, 'proposalId' | 'jobId'>,
  value: boolean,
): Promise<Proposal> {
  return http.call(shortList, {
    body: { proposalId: proposal.proposalId, jobID: proposal.jobId, value },
  });
}

export async function setFavourite(
  http: ApiClient,
  freelancerId: string,
  value: boolean,
): Promise<string[]> {
  const answer = await http.call(updateFavouriteFreelancers, { body: { freelancerId, value } });
  return answer.freelancerIds;
}

/** Rejection is an update with the rejection fields (rejectedProposalPatch in contracts). */
export function rejectProposal(
  http: ApiClient,
  proposal: Pick<Proposal, 'proposalId' | 'jobId'>,
  patch: RejectedProposalPatch,
): Promise<Proposal> {
  return http.call(putProposal, {
    params: { jobId: proposal.jobId, proposalId: proposal.proposalId },
    body: patch,
  });
}

/** Accepts a meeting; with `startsAt`, books that free slot of the freelancer's too. */
export function acceptMeeting(
  http: ApiClient,
  proposal: Pick<Proposal, 'jobId' | 'freelancerId'>,
  startsAt: string | null = null,
): Promise<AcceptMeetingResponse> {
  return http.call(acceptMeetingCall, {
    body: {
      jobID: proposal.jobId,
      freelancerID: proposal.freelancerId,
      ...(startsAt === null ? {} : { startsAt }),
    },
  });
}

/** The tenant's data types, to name the ones a freelancer consented to share. */
export function fetchDataTypes(http: ApiClient, signal: AbortSignal): Promise<DataType[]> {
  return http.call(getDatatypes, { signal });
}

export interface ContractChoice {
  /** Custom data types the contract covers (among the proposal's consents); empty: the offer. */
  dataTypeIds: string[];
  /** Milestones to accept; null accepts all of the proposal's. */
  milestonesIds: string[] | null;
}

/** Accepts the freelancer's offer, or the contract with the custom data types it covers. */
export function acceptContract(
  http: ApiClient,
  proposal: Pick<Proposal, 'jobId' | 'freelancerId'>,
  choice: ContractChoice,
): Promise<ProposalContractResponse> {
  const terms =
    choice.dataTypeIds.length > 0
      ? { acceptContractCustomDataTypes: choice.dataTypeIds }
      : { acceptOffer: true as const };
  return http.call(acceptContractCall, {
    body: {
      jobID: proposal.jobId,
      freelancerID: proposal.freelancerId,
      ...terms,
      ...(choice.milestonesIds ? { milestonesIds: choice.milestonesIds } : {}),
    },
  });
}

/** Tells the hired freelancers and the administrators; the API reads only job.jobID. */
export function sendContractAcceptedEvent(
  http: ApiClient,
  job: Pick<JobView, 'jobID'>,
): Promise<unknown> {
  return http.call(sendContractAcceptedEventCall, {
    body: { job: { jobID: job.jobID } },
  });
}

export function notifyAdmin(
  http: ApiClient,
  proposal: Pick<Proposal, 'jobId' | 'proposalId'>,
): Promise<unknown> {
  return http.call(notifyAdminFromProposalsPage, {
    body: { jobId: proposal.jobId, proposalId: proposal.proposalId },
  });
}

/** Declines a team member on a child (team) job; an accepted one only before any payment. */
export function declineTeamMember(
  http: ApiClient,
  job: Pick<JobView, 'jobID' | 'customerId' | 'rootJobId'>,
  proposal: Pick<Proposal, 'proposalId' | 'freelancerId' | 'acceptedAt'>,
): Promise<TeamDeclineResponse> {
  return http.call(teamDecline, {
    body: {
      proposalId: proposal.proposalId,
      jobId: job.jobID,
      owner: job.customerId,
      parentJobId: job.rootJobId,
      fromContract: Boolean(proposal.acceptedAt),
      freelancerId: proposal.freelancerId,
    },
  });
}
