/** Milestones, recurring rules and recurring items (docs/contracts.md). */
import { z } from 'zod';
import { MILESTONE_STATUS, RECURRING_ITEM_STATUS, RECURRING_RULE_STATUS } from '../constants';
import { ZFileRef, zMinorAmount } from './common';
import { zDateTime, zId } from '../tenant/primitives';

export const ZMilestoneStatus = z.union([
  z.literal(MILESTONE_STATUS.proposed),
  z.literal(MILESTONE_STATUS.pending),
  z.literal(MILESTONE_STATUS.paid),
  z.literal(MILESTONE_STATUS.completed),
  z.literal(MILESTONE_STATUS.signedOff),
  z.literal(MILESTONE_STATUS.paymentPending),
]);

export const CL_APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

const zAddress = z.string().min(1).max(200);

/** The fields of a milestone, shared by the entity and the API's views of it. */
export const MILESTONE_FIELDS = {
  milestoneId: zId,
  jobId: zId,
  proposalId: zId.nullable(),
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  amount: zMinorAmount,
  dueDate: zDateTime.nullable(),
  status: ZMilestoneStatus,
  recurringId: zId.nullable(),
  cycleId: zId.nullable(),
  files: z.array(ZFileRef).max(50),
  /** Freelancer's note to the customer. */
  flNote: z.string().max(5000).nullable(),
  clApprovalStatus: z.enum(CL_APPROVAL_STATUSES).nullable(),
  payeeAddress: zAddress.nullable(),
  payerAddress: zAddress.nullable(),
  transactionHash: zAddress.nullable(),
  createdAt: zDateTime,
};

export const ZMilestone = z
  .strictObject(MILESTONE_FIELDS)
  .refine((m) => m.cycleId === null || m.recurringId !== null, {
    path: ['cycleId'],
    message: 'A cycle belongs to a recurring rule: recurringId is required',
  });
export type Milestone = z.infer<typeof ZMilestone>;

export const ZRecurringRuleStatus = z.union([
  z.literal(RECURRING_RULE_STATUS.proposed),
  z.literal(RECURRING_RULE_STATUS.active),
  z.literal(RECURRING_RULE_STATUS.paused),
  z.literal(RECURRING_RULE_STATUS.ended),
]);

export const CYCLE_DURATIONS = ['week', 'month'] as const;

export const ZRecurringRule = z.strictObject({
  recurringId: zId,
  jobId: zId,
  status: ZRecurringRuleStatus,
  /** 'CYCLE DURATION' of a pay-by-week/month contract. */
  cycleDuration: z.enum(CYCLE_DURATIONS),
  hourlyRate: zMinorAmount,
  maxHoursPerCycle: z.number().positive().max(168).nullable(),
  startsAt: zDateTime,
});
export type RecurringRule = z.infer<typeof ZRecurringRule>;

export const ZRecurringItemStatus = z.union([
  z.literal(RECURRING_ITEM_STATUS.active),
  z.literal(RECURRING_ITEM_STATUS.freelancerSubmitted),
  z.literal(RECURRING_ITEM_STATUS.cycleEnd),
  z.literal(RECURRING_ITEM_STATUS.paid),
  z.literal(RECURRING_ITEM_STATUS.paymentPending),
]);

export const ZRecurringItem = z
  .strictObject({
    cycleId: zId,
    recurringId: zId,
    status: ZRecurringItemStatus,
    hours: z.number().min(0).max(168),
    amount: zMinorAmount,
    periodStart: zDateTime,
    periodEnd: zDateTime,
  })
  .refine((item) => Date.parse(item.periodEnd) > Date.parse(item.periodStart), {
    path: ['periodEnd'],
    message: 'A cycle ends after it starts',
  });
export type RecurringItem = z.infer<typeof ZRecurringItem>;

/**
 * A job with a recurring rule may be closed when the rule is proposed or ended
 * (docs/contracts.md#recurring-work).
 */
export function recurringRuleAllowsClosing(status: RecurringRule['status']): boolean {
  return status === RECURRING_RULE_STATUS.proposed || status === RECURRING_RULE_STATUS.ended;
}

/**
 * The freelancer may submit hours only when the rule is active or paused
 * (docs/contracts.md#recurring-work).
 */
export function recurringRuleAllowsHours(status: RecurringRule['status']): boolean {
  return status === RECURRING_RULE_STATUS.active || status === RECURRING_RULE_STATUS.paused;
}

/**
 * Jobs can be closed when milestones are proposed, pending or signed off
 * (docs/contracts.md#milestone-statuses).
 */
export function milestonesAllowClosing(
  milestones: ReadonlyArray<Pick<Milestone, 'status'>>,
): boolean {
  const closable: readonly number[] = [
    MILESTONE_STATUS.proposed,
    MILESTONE_STATUS.pending,
    MILESTONE_STATUS.signedOff,
  ];
  return milestones.every((m) => closable.includes(m.status));
}
