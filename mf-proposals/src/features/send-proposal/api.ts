import {
  composeIntroduction,
  composeProposal,
  createProposal,
  publicApply,
  putProposal,
  updateProposal,
  type ApiClient,
  type Proposal,
  type ProposalComposeResponse,
  type ProposalTask,
  type SentProposalResponse,
} from '@mp/contracts';

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
    .call(composeIntroduction, { query: { jobId }, signal })
    .then((answer) => answer.introduction)
    // The introduction only prefills the description; the form works without it.
    .catch(() => null);
  const compose = await http.call(composeProposal, { params: { jobId }, signal });
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
    return http.call(putProposal, {
      params: { jobId, proposalId },
      body: { description, tasks },
    });
  }
  return http.call(updateProposal, {
    body: { freelancerId, jobID: jobId, proposal: { description, tasks } },
  });
}

/**
 * Sends the saved draft; `contactWarningAcknowledged` once the freelancer saw the contact-detail
 * warning and sends anyway (docs/messaging.md#contact-detail-guard).
 */
export function sendProposal(
  http: ApiClient,
  jobId: string,
  consentedDataTypeIds: string[],
  contactWarningAcknowledged = false,
): Promise<SentProposalResponse> {
  return http.call(createProposal, {
    params: { jobId },
    body: {
      consentedDataTypeIds,
      ...(contactWarningAcknowledged ? { contactWarningAcknowledged: true } : {}),
    },
  });
}

/** The signed apply link of an e-mail: a public call, no session needed. */
export function applyWithSignature(
  http: ApiClient,
  jobId: string,
  userId: string,
  signature: string,
): Promise<SentProposalResponse> {
  return http.call(publicApply, { params: { jobId }, body: { userId, signature } });
}
