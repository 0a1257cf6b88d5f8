/**
 * What each side may do on a milestone, a cycle and ongoing work: the contract's state machine
 * (`milestoneMove`, `recurringItemMove`, `recurringRuleMove`, docs/milestones.md) decides, so the
 * screens offer only the actions the API accepts.
 */
import {
  MILESTONE_STATUS,
  milestoneMove,
  RECURRING_ITEM_STATUS,
  recurringItemMove,
  recurringRuleMove,
  type CycleView,
  type MilestoneStatus,
  type MilestoneView,
  type RecurringView,
} from '@mp/contracts';

/** The side the viewer acts as. */
export type Side = 'customer' | 'freelancer';

export type MilestoneButton =
  | 'approve'
  | 'reject'
  | 'consent'
  | 'edit'
  | 'delete'
  | 'pay'
  | 'retryPay'
  | 'submit'
  | 'requestChanges'
  | 'signOff'
  | 'retryPayout';

export type CycleButton =
  'giveHours' | 'payCycle' | 'retryPayCycle' | 'dispute' | 'withdrawDispute' | 'retryPayout';

export type RuleButton = 'pause' | 'resume' | 'end';

function allowed(
  milestone: MilestoneView,
  action: Parameters<typeof milestoneMove>[1],
  side: Side,
) {
  return milestoneMove(milestone.status, action, side, milestone.proposedBy).ok;
}

/** The buttons of one milestone for the viewer's side, in the order they are shown. */
export function milestoneButtons(milestone: MilestoneView, side: Side): MilestoneButton[] {
  // Ongoing work's handle milestone moves through its cycles, never by itself.
  if (milestone.recurringId !== null) return [];
  const buttons: MilestoneButton[] = [];
  if (allowed(milestone, 'approve', side)) buttons.push('approve');
  // Only the customer rejects (POST /jobs/approve_milestone); a rejection stands until an edit.
  if (
    side === 'customer' &&
    milestone.clApprovalStatus !== 'REJECTED' &&
    allowed(milestone, 'reject', side)
  )
    buttons.push('reject');
  if (allowed(milestone, 'consent', side)) buttons.push('consent');
  if (allowed(milestone, 'pay', side)) buttons.push(milestone.paymentFailure ? 'retryPay' : 'pay');
  if (allowed(milestone, 'submit', side)) buttons.push('submit');
  if (allowed(milestone, 'signOff', side)) buttons.push('signOff');
  if (allowed(milestone, 'requestChanges', side)) buttons.push('requestChanges');
  if (allowed(milestone, 'edit', side)) buttons.push('edit');
  if (allowed(milestone, 'delete', side)) buttons.push('delete');
  if (milestone.payout?.status === 'failed') buttons.push('retryPayout');
  return buttons;
}

const UNPAID: readonly number[] = [
  RECURRING_ITEM_STATUS.active,
  RECURRING_ITEM_STATUS.freelancerSubmitted,
  RECURRING_ITEM_STATUS.cycleEnd,
];

/** The cycle hours, disputes and their withdrawal go to: the newest one not paid or paying. */
export function latestUnpaidCycle(rule: RecurringView): CycleView | null {
  return rule.cycles.find((cycle) => UNPAID.includes(cycle.status)) ?? null;
}

/** The buttons of one cycle of ongoing work for the viewer's side. */
export function cycleButtons(cycle: CycleView, rule: RecurringView, side: Side): CycleButton[] {
  const context = { ruleStatus: rule.status, disputed: cycle.disputed };
  const may = (action: Parameters<typeof recurringItemMove>[1]) =>
    recurringItemMove(cycle.status, action, side, context).ok;
  const latest = latestUnpaidCycle(rule)?.cycleId === cycle.cycleId;
  const buttons: CycleButton[] = [];
  if (latest && may('submitHours')) buttons.push('giveHours');
  if (cycle.amount > 0 && may('pay'))
    buttons.push(cycle.paymentFailure ? 'retryPayCycle' : 'payCycle');
  if (latest && may('dispute')) buttons.push('dispute');
  if (latest && may('withdrawDispute')) buttons.push('withdrawDispute');
  if (cycle.payout?.status === 'failed') buttons.push('retryPayout');
  return buttons;
}

/** Pausing, resuming or ending ongoing work: either side. */
export function ruleButtons(rule: RecurringView, side: Side): RuleButton[] {
  return (['pause', 'resume', 'end'] as const).filter(
    (action) => recurringRuleMove(rule.status, action, side).ok,
  );
}

export interface ContractTotals {
  /** Paid in and settled: milestones paid, completed or signed off, and paid cycles. */
  paid: number;
  /** Paid in, not yet released to the freelancer: milestones paid or completed. */
  escrow: number;
  /** Agreed and not paid yet: pending milestones and cycles with hours not paid. */
  due: number;
}

const SETTLED: readonly MilestoneStatus[] = [
  MILESTONE_STATUS.paid,
  MILESTONE_STATUS.completed,
  MILESTONE_STATUS.signedOff,
];
const HELD: readonly MilestoneStatus[] = [MILESTONE_STATUS.paid, MILESTONE_STATUS.completed];
const UNSETTLED: readonly MilestoneStatus[] = [
  MILESTONE_STATUS.pending,
  MILESTONE_STATUS.paymentPending,
];
const CYCLE_DUE: readonly number[] = [
  RECURRING_ITEM_STATUS.freelancerSubmitted,
  RECURRING_ITEM_STATUS.cycleEnd,
  RECURRING_ITEM_STATUS.paymentPending,
];

/**
 * The contract's money in minor units. A recurring contract's handle milestone stands for its
 * cycles, so its own amount is left out; a paid cycle is released at once, never held.
 */
export function contractTotals(
  milestones: readonly MilestoneView[],
  recurring: readonly RecurringView[],
): ContractTotals {
  const totals: ContractTotals = { paid: 0, escrow: 0, due: 0 };
  for (const milestone of milestones) {
    if (milestone.recurringId !== null) continue;
    if (SETTLED.includes(milestone.status)) totals.paid += milestone.amount;
    if (HELD.includes(milestone.status)) totals.escrow += milestone.amount;
    if (UNSETTLED.includes(milestone.status)) totals.due += milestone.amount;
  }
  for (const cycle of recurring.flatMap((rule) => rule.cycles)) {
    if (cycle.status === RECURRING_ITEM_STATUS.paid) totals.paid += cycle.amount;
    if (CYCLE_DUE.includes(cycle.status)) totals.due += cycle.amount;
  }
  return totals;
}

/** What waits for the viewer on a contract, from its milestones' statuses (the lists' rows). */
export interface ContractNeeds {
  toPay: number;
  toSignOff: number;
  toSubmit: number;
}

export function contractNeeds(statuses: readonly MilestoneStatus[], side: Side): ContractNeeds {
  const count = (action: 'pay' | 'signOff' | 'submit') =>
    statuses.filter((status) => milestoneMove(status, action, side).ok).length;
  return { toPay: count('pay'), toSignOff: count('signOff'), toSubmit: count('submit') };
}

/** Whether something is settling at the provider, so the screen checks again shortly. */
export function isSettling(
  milestones: readonly MilestoneView[],
  recurring: readonly RecurringView[],
): boolean {
  const cycles = recurring.flatMap((rule) => rule.cycles);
  return (
    milestones.some(
      (milestone) =>
        milestone.status === MILESTONE_STATUS.paymentPending ||
        milestone.payout?.status === 'pending',
    ) ||
    cycles.some(
      (cycle) =>
        cycle.status === RECURRING_ITEM_STATUS.paymentPending || cycle.payout?.status === 'pending',
    )
  );
}
