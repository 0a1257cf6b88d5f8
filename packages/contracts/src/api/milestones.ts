/**
 * The milestone calls (docs/milestones.md): proposing, editing and deciding on milestones,
 * delivering work, and the timeline of what happened. The money-moving calls (pay, sign off,
 * retries) are in ./payments.ts.
 */
import { z } from 'zod';
import { PAYMENT_ERROR_CODES } from '../constants';
import { ZFileRef, zMinorAmount } from '../entities/common';
import { CL_APPROVAL_STATUSES, MILESTONE_FIELDS, ZMilestoneStatus } from '../entities/milestone';
import { zDateTime, zId } from '../tenant/primitives';
import { SEEDED_DEMO_CONTRACT_JOB_ID, SEEDED_DEMO_MILESTONE_ID } from './jobs';

/** A job in contract (its example: the demo's seeded contract). */
export const zContractJobRef = zId.meta({ examples: [SEEDED_DEMO_CONTRACT_JOB_ID] });
/** A milestone id (its example: the seeded contract's first milestone). */
export const zMilestoneRef = zId.meta({ examples: [SEEDED_DEMO_MILESTONE_ID] });

export const MILESTONE_PROPOSERS = ['customer', 'freelancer'] as const;
export type MilestoneProposer = (typeof MILESTONE_PROPOSERS)[number];

export const PAYOUT_STATUSES = ['waiting_for_account', 'pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const ZPaymentErrorCode = z.enum(PAYMENT_ERROR_CODES);

/** The last refused pay-in of a milestone (or cycle), while it waits for another try. */
export const ZPaymentFailure = z.object({
  code: ZPaymentErrorCode,
  message: z.string(),
  at: zDateTime,
});
export type PaymentFailure = z.infer<typeof ZPaymentFailure>;

/** What the freelancer is paid of a signed-off milestone (or a paid cycle), and where it is. */
export const ZPayoutView = z.object({
  status: z.enum(PAYOUT_STATUSES),
  amount: zMinorAmount,
  currency: z.string(),
  failureCode: ZPaymentErrorCode.nullable(),
  updatedAt: zDateTime,
});
export type PayoutView = z.infer<typeof ZPayoutView>;

/** A milestone as the API answers it to the contract's parties. */
export const ZMilestoneView = z.object({
  ...MILESTONE_FIELDS,
  freelancerId: zId,
  /** Who proposed it; the other side approves (docs/milestones.md#fixed-milestones). */
  proposedBy: z.enum(MILESTONE_PROPOSERS),
  /** The data types the freelancer consented to share for this milestone. */
  consentedDataTypeIds: z.array(zId),
  paymentFailure: ZPaymentFailure.nullable(),
  payout: ZPayoutView.nullable(),
});
export type MilestoneView = z.infer<typeof ZMilestoneView>;

const zTitle = z.string().trim().min(1).max(200);

/** A milestone as a party proposes it. */
export const ZMilestoneInput = z.strictObject({
  title: zTitle,
  description: z.string().max(5000).optional(),
  amount: zMinorAmount,
  dueDate: zDateTime.nullable().optional(),
  files: z.array(ZFileRef).max(50).optional(),
});
export type MilestoneInput = z.input<typeof ZMilestoneInput>;

/**
 * POST /jobs/milestone_update: proposes a milestone on the contract of `proposalId`, or edits a
 * proposed one (`milestone.milestoneId`). `freelancerId` names the contract when the customer
 * proposes.
 */
export const ZMilestoneUpdateBody = z.strictObject({
  proposalId: zId,
  jobID: zContractJobRef,
  freelancerId: zId.optional(),
  milestone: ZMilestoneInput.extend({ milestoneId: zId.optional() }),
});
export type MilestoneUpdateBody = z.input<typeof ZMilestoneUpdateBody>;

export const ZJobMilestoneParams = z.strictObject({
  jobId: zContractJobRef,
  milestoneId: zMilestoneRef,
});

/** A contract's job in the path. */
export const ZContractJobParams = z.strictObject({ jobId: zContractJobRef });

/** POST /jobs/{jobId}/milestones ?freelancerId: proposes several milestones at once. */
export const ZCreateMilestonesQuery = z.strictObject({ freelancerId: zId.optional() });
export const ZCreateMilestonesBody = z.strictObject({
  milestones: z.array(ZMilestoneInput).min(1).max(20),
});
export type CreateMilestonesBody = z.input<typeof ZCreateMilestonesBody>;

export const ZMilestonesResponse = z.object({ milestones: z.array(ZMilestoneView) });
export type MilestonesResponse = z.infer<typeof ZMilestonesResponse>;

/** GET /jobs/{jobId}/milestones ?freelancerId: the contract's milestones, in order. */
export const ZListMilestonesQuery = z.strictObject({ freelancerId: zId.optional() });

/**
 * PUT /jobs/{jobId}/milestones/{milestoneId}: one of a status change (the move it means is
 * checked against the machine), the milestone's files, or its data while it is proposed.
 */
export const ZPutMilestoneBody = z.union([
  z.strictObject({ status: ZMilestoneStatus, flNote: z.string().max(5000).optional() }),
  z.strictObject({ files: z.array(ZFileRef).max(50) }),
  z.strictObject({
    title: zTitle.optional(),
    description: z.string().max(5000).optional(),
    amount: zMinorAmount.optional(),
    dueDate: zDateTime.nullable().optional(),
  }),
]);
export type PutMilestoneBody = z.input<typeof ZPutMilestoneBody>;

export const ZDeletedMilestone = z.object({ milestoneId: zId, deleted: z.literal(true) });

export const MILESTONE_STATUS_KEYS = [
  'submit',
  'requestChanges',
  'hours',
  'dispute',
  'withdrawDispute',
  'pause',
  'resume',
  'end',
] as const;
export type MilestoneStatusKey = (typeof MILESTONE_STATUS_KEYS)[number];

/**
 * POST /jobs/milestone_status: a named move. `submit` (freelancer, with flNote), `requestChanges`
 * (customer, value = the reason); for a recurring contract (`recurringId`): `hours` (freelancer,
 * value = hours of the latest unpaid cycle), `dispute` and `withdrawDispute` (customer, value =
 * reason), and `pause`, `resume`, `end` of the contract itself (either side).
 */
export const ZMilestoneStatusBody = z.strictObject({
  key: z.enum(MILESTONE_STATUS_KEYS),
  milestoneId: zMilestoneRef,
  jobID: zContractJobRef,
  recurringId: zId.optional(),
  flNote: z.string().max(5000).optional(),
  value: z.union([z.string().max(2000), z.number().min(0).max(168)]).optional(),
});
export type MilestoneStatusBody = z.input<typeof ZMilestoneStatusBody>;

/** POST /jobs/approve_milestone: the customer decides on a milestone the freelancer proposed. */
export const ZApproveMilestoneBody = z.strictObject({
  milestoneId: zMilestoneRef,
  jobID: zContractJobRef,
  clApprovalStatus: z.enum(CL_APPROVAL_STATUSES).exclude(['PENDING']),
  /** The freelancer's address a crypto payment will go to (checked: docs/payments.md#crypto). */
  payeeAddress: z.string().min(1).max(200).optional(),
});
export type ApproveMilestoneBody = z.input<typeof ZApproveMilestoneBody>;

/** POST /jobs/{jobId}/milestones/{milestoneId}/consent: the freelancer agrees to it. */
export const ZMilestoneConsentBody = z.strictObject({
  consentedDataTypeIds: z.array(zId).max(50),
});

/** POST /jobs/milestone_change_assign: moves a milestone that has not been paid to another job. */
export const ZMilestoneChangeAssignBody = z.strictObject({
  task: z.strictObject({ milestoneId: zMilestoneRef }),
  newJobId: zId,
});

export const ZMilestoneEvent = z.object({
  eventId: zId,
  milestoneId: zId,
  cycleId: zId.nullable(),
  /** The move (approve, pay, payInFailed, submit...) or a note such as `filesChanged`. */
  kind: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  actorId: zId.nullable(),
  actorRole: z.enum(['customer', 'freelancer', 'provider', 'administrator']),
  note: z.string().nullable(),
  createdAt: zDateTime,
});
export type MilestoneEvent = z.infer<typeof ZMilestoneEvent>;

/** GET /jobs/{jobId}/milestones/events ?freelancerId: the contract's timeline, newest first. */
export const ZMilestoneEventsResponse = z.object({ events: z.array(ZMilestoneEvent) });
export type MilestoneEventsResponse = z.infer<typeof ZMilestoneEventsResponse>;

export const ZRecurringRuleStatusValue = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);
export const ZRecurringItemStatusValue = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

/** One cycle of a recurring contract as its parties see it. */
export const ZCycleView = z.object({
  cycleId: zId,
  recurringId: zId,
  milestoneId: zId,
  status: ZRecurringItemStatusValue,
  hours: z.number(),
  amount: zMinorAmount,
  periodStart: zDateTime,
  periodEnd: zDateTime,
  flNote: z.string().nullable(),
  disputed: z.boolean(),
  disputeReason: z.string().nullable(),
  paymentFailure: ZPaymentFailure.nullable(),
  payout: ZPayoutView.nullable(),
});
export type CycleView = z.infer<typeof ZCycleView>;

/** A recurring contract ('Ongoing Work') and its cycles, newest first. */
export const ZRecurringView = z.object({
  recurringId: zId,
  milestoneId: zId,
  jobId: zId,
  freelancerId: zId,
  status: ZRecurringRuleStatusValue,
  cycleDuration: z.enum(['week', 'month']),
  hourlyRate: zMinorAmount,
  maxHoursPerCycle: z.number().nullable(),
  startsAt: zDateTime,
  cycles: z.array(ZCycleView),
});
export type RecurringView = z.infer<typeof ZRecurringView>;

/** GET /jobs/{jobId}/recurring ?freelancerId: the contract's recurring work, if any. */
export const ZRecurringResponse = z.object({ recurring: z.array(ZRecurringView) });
export type RecurringResponse = z.infer<typeof ZRecurringResponse>;
