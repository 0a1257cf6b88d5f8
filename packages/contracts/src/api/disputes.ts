/**
 * Disputes (docs/disputes.md): a party disputes money held for a milestone or a cycle, both
 * parties and the tenant's administrators talk in the dispute's thread, and an administrator
 * resolves it by releasing, refunding or splitting the amount.
 */
import { z } from 'zod';
import { ZFileRef, zMinorAmount } from '../entities/common';
import { zId } from '../tenant/primitives';
import { ZMessageAttachmentRef } from './messaging';
import { zContractJobRef, zMilestoneRef } from './milestones';

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export const ZDisputeStatus = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof ZDisputeStatus>;

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export const ZDisputeOutcome = z.enum(DISPUTE_OUTCOMES);
export type DisputeOutcome = z.infer<typeof ZDisputeOutcome>;

export const DISPUTE_REASON_MAX_LENGTH = 2000;
export const DISPUTE_MESSAGE_MAX_LENGTH = 5000;
export const DISPUTE_FILES_MAX = 5;
export const DISPUTES_PAGE_SIZE_MAX = 50;

const zReason = z.string().trim().min(1).max(DISPUTE_REASON_MAX_LENGTH);
const zEvidence = z.array(ZMessageAttachmentRef).max(DISPUTE_FILES_MAX).optional();

/** POST /disputes: a party disputes a paid or completed fixed milestone. */
export const ZOpenDisputeBody = z.strictObject({
  milestoneId: zMilestoneRef,
  jobID: zContractJobRef,
  reason: zReason,
  /** Files the caller uploaded under milestones/{milestoneId}/. */
  evidence: zEvidence,
});
export type OpenDisputeBody = z.input<typeof ZOpenDisputeBody>;

/** POST /jobs/dispute_recurring_milestone: a party disputes the rule's latest unreleased cycle. */
export const ZDisputeRecurringBody = z.strictObject({
  milestoneId: zMilestoneRef,
  jobID: zContractJobRef,
  recurringId: zId,
  reason: zReason.optional(),
  evidence: zEvidence,
});
export type DisputeRecurringBody = z.input<typeof ZDisputeRecurringBody>;

export const ZDisputeIdParams = z.strictObject({ disputeId: zId });

/** GET /disputes ?status &page (from 1) &pageSize (at most 50, default 20). */
export const ZListDisputesQuery = z.strictObject({
  status: ZDisputeStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(DISPUTES_PAGE_SIZE_MAX).optional(),
});
export type ListDisputesQuery = z.input<typeof ZListDisputesQuery>;

/** POST /disputes/{disputeId}/messages. */
export const ZDisputeMessageBody = z.strictObject({
  message: z.string().trim().min(1).max(DISPUTE_MESSAGE_MAX_LENGTH),
  attachments: zEvidence,
});
export type DisputeMessageBody = z.input<typeof ZDisputeMessageBody>;

/** POST /disputes/{disputeId}/resolve: release, refund, or split with the freelancer's share. */
export const ZResolveDisputeBody = z
  .strictObject({
    outcome: ZDisputeOutcome,
    /** Split only: what the freelancer gets, in minor units, strictly between 0 and the amount. */
    freelancerAmount: zMinorAmount.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'split' && body.freelancerAmount === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['freelancerAmount'],
        message: 'A split names the freelancer’s share',
      });
    if (body.outcome !== 'split' && body.freelancerAmount !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['freelancerAmount'],
        message: 'Only a split names the freelancer’s share',
      });
  });
export type ResolveDisputeBody = z.input<typeof ZResolveDisputeBody>;

/** Someone of a dispute (or an audited administrator), shown with their picture. */
export const ZDisputePerson = z.object({
  userId: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
});
export type DisputePerson = z.infer<typeof ZDisputePerson>;

export const ZDisputeMessage = z.object({
  messageId: z.string(),
  sender: ZDisputePerson,
  /** The sender's side: customer, freelancer or administrator. */
  senderRole: z.enum(['customer', 'freelancer', 'administrator']),
  message: z.string(),
  attachments: z.array(ZFileRef),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof ZDisputeMessage>;

export const ZDispute = z.object({
  disputeId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  milestoneId: z.string(),
  milestoneTitle: z.string(),
  /** Set for a cycle of ongoing work. */
  cycleId: z.string().nullable(),
  customer: ZDisputePerson,
  freelancer: ZDisputePerson,
  openedBy: z.string(),
  reason: z.string(),
  evidence: z.array(ZFileRef),
  status: ZDisputeStatus,
  outcome: ZDisputeOutcome.nullable(),
  /** The disputed amount in minor units (what was paid in, once resolved). */
  amount: z.number().int(),
  currency: z.string(),
  freelancerAmount: z.number().int().nullable(),
  customerAmount: z.number().int().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Dispute = z.infer<typeof ZDispute>;

export const ZDisputeDetail = ZDispute.extend({ messages: z.array(ZDisputeMessage) });
export type DisputeDetail = z.infer<typeof ZDisputeDetail>;

export const ZDisputesPage = z.object({ disputes: z.array(ZDispute), total: z.number().int() });
export type DisputesPage = z.infer<typeof ZDisputesPage>;
