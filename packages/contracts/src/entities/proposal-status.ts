/**
 * Proposal status logic (docs/proposals.md), zod-free so screens can use it without loading the
 * entity schemas (bundle weight: see docs/adr/0004).
 */
import {
  PROPOSAL_OFFER_STATUS,
  PROPOSAL_STATUS,
  REJECTED_PROPOSAL_DESCRIPTION,
  type ProposalStatus,
} from '../constants';
import type { Proposal, ProposalOfferStatus } from './proposal';

/** The fields that reject a proposal: description 'Rejected', rejected status, no tasks. */
export interface RejectedProposalPatch {
  description: string;
  status: typeof PROPOSAL_STATUS.rejected;
  tasks: Proposal['tasks'];
}

export function rejectedProposalPatch(): RejectedProposalPatch {
  return {
    description: REJECTED_PROPOSAL_DESCRIPTION,
    status: PROPOSAL_STATUS.rejected,
    tasks: [],
  };
}

export function isRejectedProposal(proposal: Pick<Proposal, 'status'>): boolean {
  return proposal.status === PROPOSAL_STATUS.rejected;
}

/** Sum of the proposal's task amounts. */
export function proposalTotal(proposal: Pick<Proposal, 'tasks'>): number {
  return proposal.tasks.reduce((sum, task) => sum + task.amount, 0);
}

/**
 * The one mapping between the two readings of a proposal's status. Stored is the composing reading
 * (0 drafting, 1 not created, 2 in creation, 3 ready to be sent, 4 created, 5 rejected); the
 * offer reading (0 draft, 1 sent, 2 accepted, 5 rejected) adds whether the offer was accepted.
 */
export function proposalOfferStatus(
  status: ProposalStatus,
  acceptedAt: string | Date | null | undefined,
): ProposalOfferStatus {
  if (status === PROPOSAL_STATUS.rejected) return PROPOSAL_OFFER_STATUS.rejected;
  if (status === PROPOSAL_STATUS.created) {
    return acceptedAt ? PROPOSAL_OFFER_STATUS.accepted : PROPOSAL_OFFER_STATUS.sent;
  }
  return PROPOSAL_OFFER_STATUS.draft;
}

/**
 * The reverse meaning: the stored composing status an offer status stands for, and whether the
 * offer is accepted (stored as acceptedAt). A draft is stored as 0 drafting.
 */
export function proposalStatusOfOffer(offerStatus: ProposalOfferStatus): {
  status: ProposalStatus;
  accepted: boolean;
} {
  switch (offerStatus) {
    case PROPOSAL_OFFER_STATUS.sent:
      return { status: PROPOSAL_STATUS.created, accepted: false };
    case PROPOSAL_OFFER_STATUS.accepted:
      return { status: PROPOSAL_STATUS.created, accepted: true };
    case PROPOSAL_OFFER_STATUS.rejected:
      return { status: PROPOSAL_STATUS.rejected, accepted: false };
    default:
      return { status: PROPOSAL_STATUS.drafting, accepted: false };
  }
}

/** Statuses 0-3: the freelancer is still composing; only these may be edited or sent. */
export function isDraftProposalStatus(status: ProposalStatus): boolean {
  return status < PROPOSAL_STATUS.created;
}

/** Status 4: sent to the customer (offerSentAt is set). */
export function isSentProposalStatus(status: ProposalStatus): boolean {
  return status === PROPOSAL_STATUS.created;
}
