import { JOB_BUDGET_MARKERS } from '@mp/contracts';
import type { JobView } from './job-types';
import type { JobsT } from './useJobsT';

/**
 * A budget in words: the markers by name, an amount (minor units) written by the money module
 * (`useMoney().format`, docs/payments.md#amounts).
 */
export function formatBudget(t: JobsT, budget: number, formatMoney: (minor: number) => string) {
  if (budget === JOB_BUDGET_MARKERS.dontKnow) return t('budget.dontKnow');
  if (budget === JOB_BUDGET_MARKERS.perJob) return t('budget.perJob');
  return t('budget.amount', { amount: formatMoney(budget) });
}

export function proposalsCount(job: Pick<JobView, 'freelancers'>): number {
  return job.freelancers.filter((entry) => entry.proposal !== null).length;
}
