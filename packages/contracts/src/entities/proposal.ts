/** Proposal (docs/proposals.md). */
import { z } from 'zod';
import {
  PROPOSAL_OFFER_STATUS,
  PROPOSAL_STATUS,
  REJECTED_PROPOSAL_DESCRIPTION,
} from '../constants';
import { ZUserIdEntry, zMinorAmount } from './common';
import { zDateTime, zId } from '../tenant/primitives';

export const ZProposalStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

/** The offer reading of the status: 0 draft, 1 sent, 2 accepted, 5 rejected. */
export const ZProposalOfferStatus = z.union([
  z.literal(PROPOSAL_OFFER_STATUS.draft),
  z.literal(PROPOSAL_OFFER_STATUS.sent),
  z.literal(PROPOSAL_OFFER_STATUS.accepted),
  z.literal(PROPOSAL_OFFER_STATUS.rejected),
]);
export type ProposalOfferStatus = z.infer<typeof ZProposalOfferStatus>;

export const ZProposalTask = z.strictObject({
  taskId: zId,
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  amount: zMinorAmount,
  dueDate: zDateTime.nullable(),
});
export type ProposalTask = z.infer<typeof ZProposalTask>;

export const ZProposal = z
  .strictObject({
    proposalId: zId,
    jobId: zId,
    freelancerId: zId,
    description: z.string().max(10_000),
    tasks: z.array(ZProposalTask).max(100),
    status: ZProposalStatus,
    offerSentAt: zDateTime.nullable(),
    invitedFreelancersIds: z.array(ZUserIdEntry).max(200),
    acceptedFreelancersIds: z.array(ZUserIdEntry).max(200),
    consentedDataTypeIds: z.array(zId).max(50),
    /** The data types the customer accepted the contract with (acceptContractCustomDataTypes). */
    contractDataTypeIds: z.array(zId).max(50).optional(),
    isShortListed: z.boolean(),
    /** The offer reading, derived from status and acceptedAt (proposalOfferStatus). */
    offerStatus: ZProposalOfferStatus.optional(),
    /** When the customer accepted a meeting with this freelancer (accept_meeting). */
    meetingAcceptedAt: zDateTime.nullable().optional(),
    /** When the customer accepted the offer or contract (accept_contract). */
    acceptedAt: zDateTime.nullable().optional(),
    createdAt: zDateTime,
    lastModified: zDateTime,
  })
  .superRefine((proposal, ctx) => {
    // A rejection is description 'Rejected' + rejected status + no tasks (docs/proposals.md).
    if (
      proposal.status === PROPOSAL_STATUS.rejected &&
      proposal.description === REJECTED_PROPOSAL_DESCRIPTION &&
      proposal.tasks.length > 0
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['tasks'],
        message: 'A rejected proposal has no tasks',
      });
    }
  });
export type Proposal = z.infer<typeof ZProposal>;
