import { type Proposal, PROPOSAL_OFFER_STATUS, proposalOfferStatus } from '@mp/contracts';

export type OfferStatus = (typeof PROPOSAL_OFFER_STATUS)[keyof typeof PROPOSAL_OFFER_STATUS];
export type OfferStatusKey = keyof typeof PROPOSAL_OFFER_STATUS;

export type ReadProposal = Proposal & { offerStatus: OfferStatus };

/** Display order of the groups on the freelancer's list. */
export const OFFER_STATUS_ORDER: readonly OfferStatusKey[] = [
  'draft',
  'sent',
  'accepted',
  'rejected',
];

/**
 * The proposal with its offer reading. The API derives it through the one mapping in
 * contracts (proposalOfferStatus); when an answer lacks it, the same mapping fills it in.
 */
export function withOfferStatus(proposal: Proposal): ReadProposal {
  return {
    ...proposal,
    offerStatus: proposal.offerStatus ?? proposalOfferStatus(proposal.status, proposal.acceptedAt),
  };
}

export function offerStatusKey(status: OfferStatus): OfferStatusKey {
  const entry = Object.entries(PROPOSAL_OFFER_STATUS).find(([, value]) => value === status);
  return (entry?.[0] as OfferStatusKey | undefined) ?? 'draft';
}
