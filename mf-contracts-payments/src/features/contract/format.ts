import {
  JOB_BUDGET_MARKERS,
  MILESTONE_STATUS,
  type JobView,
  type MilestoneStatus,
  type ProposalMilestoneSummary,
} from '@mp/contracts';
import type { ContractsT } from './i18n';

/**
 * A budget: the markers in words, an amount (minor units) written by the money module
 * (`useMoney().format`, docs/payments.md#amounts).
 */
export function formatBudget(
  t: ContractsT,
  budget: number,
  formatMoney: (minor: number) => string,
): string {
  if (budget === JOB_BUDGET_MARKERS.dontKnow) return t('budget.dontKnow');
  if (budget === JOB_BUDGET_MARKERS.perJob) return t('budget.perJob');
  return formatMoney(budget);
}

export type MilestoneStatusKey = keyof typeof MILESTONE_STATUS;

const STATUS_KEYS = Object.fromEntries(
  Object.entries(MILESTONE_STATUS).map(([key, value]) => [value, key]),
) as Record<MilestoneStatus, MilestoneStatusKey>;

export function milestoneStatusKey(status: MilestoneStatus): MilestoneStatusKey {
  return STATUS_KEYS[status];
}

/** Sums in minor units (docs/payments.md#amounts). */
export interface MilestoneTotals {
  total: number;
  paid: number;
  /** Agreed and not paid yet: pending or waiting for the payment to go through. */
  pending: number;
  /** Proposed by the freelancer, not agreed yet. */
  proposed: number;
}

const PAID: readonly number[] = [
  MILESTONE_STATUS.paid,
  MILESTONE_STATUS.completed,
  MILESTONE_STATUS.signedOff,
];
const PENDING: readonly number[] = [MILESTONE_STATUS.pending, MILESTONE_STATUS.paymentPending];

export function milestoneTotals(
  milestones: ReadonlyArray<Pick<ProposalMilestoneSummary, 'amount' | 'status'>>,
): MilestoneTotals {
  const totals: MilestoneTotals = { total: 0, paid: 0, pending: 0, proposed: 0 };
  for (const { amount, status } of milestones) {
    totals.total += amount;
    if (PAID.includes(status)) totals.paid += amount;
    else if (PENDING.includes(status)) totals.pending += amount;
    else totals.proposed += amount;
  }
  return totals;
}

export type HiredEntry = JobView['freelancers'][number] & {
  proposal: NonNullable<JobView['freelancers'][number]['proposal']>;
};

/** The job's freelancers whose offer the customer accepted (acceptedAt set by accept_contract). */
export function hiredFreelancers(job: Pick<JobView, 'freelancers'>): HiredEntry[] {
  return job.freelancers.filter(
    (entry): entry is HiredEntry => (entry.proposal?.acceptedAt ?? null) !== null,
  );
}

/** The call page of a contract: starting there rings everyone hired on it (docs/video.md#screens). */
export function meetPath(side: 'customer' | 'freelancer', jobId: string): string {
  return `/${side}/meet?${new URLSearchParams({ jobId }).toString()}`;
}

export function inboxPath(side: 'customer' | 'freelancer', otherId: string, jobId: string): string {
  const key = side === 'customer' ? 'freelancerId' : 'customerId';
  return `/${side}/inbox?${new URLSearchParams({ [key]: otherId, jobId }).toString()}`;
}
