import type {
  AcceptMeetingResponse,
  ApiClient,
  DataType,
  JobsPage,
  JobsWithFreelancersResponse,
  JobView,
  Proposal,
  ProposalContractResponse,
  PublicProfile,
  TeamDeclineResponse,
} from '@mp/contracts';

const enc = encodeURIComponent;

/** One job with its freelancers and their proposals, or every shortlisted one. */
export function fetchReview(
  http: ApiClient,
  scope: { jobId: string } | { shortListed: true },
  signal: AbortSignal,
): Promise<JobsWithFreelancersResponse> {
  const body = 'jobId' in scope ? { jobId: scope.jobId } : { isShortListedOnly: true };
  return http.post<JobsWithFreelancersResponse>('/jobs/get_jobs_with_freelancer_details', {
    body,
    signal,
  });
}

export async function fetchFavouriteIds(http: ApiClient, signal: AbortSignal): Promise<string[]> {
  const favourites = await http.get<PublicProfile[]>('/customers/get-favorite-freelancers', {
    signal,
  });
  return favourites.map((profile) => profile.userId);
}

/** A page of the customer's open jobs (after `from`, a lastEvaluatedKey), newest change first. */
export async function fetchOpenJobs(
  http: ApiClient,
  signal?: AbortSignal,
  from?: string,
): Promise<JobsPage> {
  return http.get<JobsPage>('/jobs', { query: { mode: 'active', from }, signal });
}

export function setShortListed(
  http: ApiClient,
  proposal: Pick<Proposal, 'proposalId' | 'jobId'>,
  value: boolean,
): Promise<Proposal> {
  return http.post<Proposal>('/jobs/short_list', {
    body: { proposalId: proposal.proposalId, jobID: proposal.jobId, value },
  });
}

export async function setFavourite(
  http: ApiClient,
  freelancerId: string,
  value: boolean,
): Promise<string[]> {
  const answer = await http.post<{ freelancerIds: string[] }>(
    '/customers/update-favorite-freelancers',
    { body: { freelancerId, value } },
  );
  return answer.freelancerIds;
}

/** Rejection is an update with the rejection fields (rejectedProposalPatch in contracts). */
export function rejectProposal(
  http: ApiClient,
  proposal: Pick<Proposal, 'proposalId' | 'jobId'>,
  patch: Pick<Proposal, 'description' | 'status' | 'tasks'>,
): Promise<Proposal> {
  return http.put<Proposal>(`/jobs/${enc(proposal.jobId)}/proposals/${enc(proposal.proposalId)}`, {
    body: patch,
  });
}

export function acceptMeeting(
  http: ApiClient,
  proposal: Pick<Proposal, 'jobId' | 'freelancerId'>,
): Promise<AcceptMeetingResponse> {
  return http.post<AcceptMeetingResponse>('/jobs/accept_meeting', {
    body: { jobID: proposal.jobId, freelancerID: proposal.freelancerId },
  });
}

/** The tenant's data types, to name the ones a freelancer consented to share. */
export function fetchDataTypes(http: ApiClient, signal: AbortSignal): Promise<DataType[]> {
  return http.get<DataType[]>('/settings/datatypes', { signal });
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
      : { acceptOffer: true };
  return http.post<ProposalContractResponse>('/jobs/accept_contract', {
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
  return http.post('/apis/actions/send-contract-accepted-event', {
    body: { job: { jobID: job.jobID } },
  });
}

export function notifyAdmin(
  http: ApiClient,
  proposal: Pick<Proposal, 'jobId' | 'proposalId'>,
): Promise<unknown> {
  return http.post('/apis/actions/notify-admin-from-proposals-page', {
    body: { jobId: proposal.jobId, proposalId: proposal.proposalId },
  });
}

/** Declines a team member on a child (team) job; an accepted one only before any payment. */
export function declineTeamMember(
  http: ApiClient,
  job: Pick<JobView, 'jobID' | 'customerId' | 'rootJobId'>,
  proposal: Pick<Proposal, 'proposalId' | 'freelancerId' | 'acceptedAt'>,
): Promise<TeamDeclineResponse> {
  return http.post<TeamDeclineResponse>('/jobs/team/decline', {
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
