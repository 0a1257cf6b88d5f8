import type {
  ApiClient,
  IntroductionComposeResponse,
  Proposal,
  ProposalComposeResponse,
  ProposalTask,
  SentProposalResponse,
} from '@mp/contracts';

const enc = encodeURIComponent;

export interface ComposeData {
  compose: ProposalComposeResponse;
  /** The freelancer's introduction, to prefill a new proposal; null when it is unavailable. */
  introduction: string | null;
}

export async function fetchComposeData(
  http: ApiClient,
  jobId: string,
  signal: AbortSignal,
): Promise<ComposeData> {
  const introduction = http
    .get<IntroductionComposeResponse>('/freelancers/introduction/compose', {
      query: { jobId },
      signal,
    })
    .then((answer) => answer.introduction)
    // The introduction only prefills the description; the form works without it.
    .catch(() => null);
  const compose = await http.get<ProposalComposeResponse>(`/jobs/${enc(jobId)}/proposal/compose`, {
    signal,
  });
  return { compose, introduction: await introduction };
}

export interface DraftInput {
  freelancerId: string;
  jobId: string;
  proposalId: string | null;
  description: string;
  tasks: ProposalTask[];
}

/** Stores the draft: updates the existing proposal, or creates it through update_proposal. */
export function saveDraft(http: ApiClient, input: DraftInput): Promise<Proposal> {
  const { freelancerId, jobId, proposalId, description, tasks } = input;
  if (proposalId) {
    return http.put<Proposal>(`/jobs/${enc(jobId)}/proposals/${enc(proposalId)}`, {
      body: { description, tasks },
    });
  }
  return http.post<Proposal>('/jobs/update_proposal', {
    body: { freelancerId, jobID: jobId, proposal: { description, tasks } },
  });
}

export function sendProposal(
  http: ApiClient,
  jobId: string,
  consentedDataTypeIds: string[],
): Promise<SentProposalResponse> {
  return http.post<SentProposalResponse>(`/jobs/${enc(jobId)}/proposals`, {
    body: { consentedDataTypeIds },
  });
}

/** The signed apply link of an e-mail: a public call, no session needed. */
export function applyWithSignature(
  http: ApiClient,
  jobId: string,
  userId: string,
  signature: string,
): Promise<SentProposalResponse> {
  return http.post<SentProposalResponse>(`/public/jobs/${enc(jobId)}/proposals`, {
    body: { userId, signature },
    public: true,
  });
}
