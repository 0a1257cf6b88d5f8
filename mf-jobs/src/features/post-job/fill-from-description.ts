/**
 * Which empty job form fields an extraction fills (docs/jobs.md#fill-from-description): never a
 * field the customer already filled; a choice still at its default counts as empty.
 */
import { CONTRACT_TYPE, moneyValueOf, type ExtractedJob, type MoneyFormat } from '@mp/contracts';
import type { Skill } from '../../shared/job-types';
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form';

/** The form fields a description can fill, in the order the form shows them. */
export const FILLABLE_FIELDS = [
  'title',
  'serviceId',
  'skills',
  'budget',
  'contractType',
  'location',
] as const;
export type FillableField = (typeof FILLABLE_FIELDS)[number];

/** Fields only the full form shows. */
const FULL_FORM_ONLY: ReadonlySet<FillableField> = new Set(['skills', 'contractType', 'location']);

export interface FillOutcome {
  values: JobFormValues;
  filled: FillableField[];
}

export interface FillOptions {
  /** The full form (the quick form never fills what it hides). */
  full: boolean;
  money: MoneyFormat;
  /** The tenant's skills: only those the form shows for the chosen service are ticked. */
  skills: readonly Skill[];
}

type Filler = (
  values: JobFormValues,
  found: ExtractedJob,
  options: FillOptions,
) => Partial<JobFormValues> | null;

function shownFor(skill: Skill, serviceId: string): boolean {
  return !serviceId || !skill.serviceIds?.length || skill.serviceIds.includes(serviceId);
}

const FILLERS: Record<FillableField, Filler> = {
  title: (values, found) =>
    values.title.trim() === '' && found.title ? { title: found.title } : null,
  serviceId: (values, found) =>
    values.serviceId === '' && found.serviceId ? { serviceId: found.serviceId } : null,
  skills: (values, found, { skills }) => {
    if (values.skills.length > 0 || !found.skills) return null;
    const shown = found.skills.filter((id) =>
      skills.some((skill) => skill.id === id && shownFor(skill, values.serviceId)),
    );
    return shown.length > 0 ? { skills: shown } : null;
  },
  budget: (values, found, { money }) => {
    const untouched =
      values.budgetMode === EMPTY_JOB_FORM.budgetMode ||
      (values.budgetMode === 'amount' && values.budgetAmount.text.trim() === '');
    // Markers ("don't know" -1, per job -2) are no amount to fill in.
    if (!untouched || found.budget === undefined || found.budget <= 0) return null;
    return { budgetMode: 'amount', budgetAmount: moneyValueOf(found.budget, money) };
  },
  contractType: (values, found) => {
    const untouched =
      values.contractType === EMPTY_JOB_FORM.contractType &&
      values.cycleDuration === EMPTY_JOB_FORM.cycleDuration;
    if (!untouched || found.contractType !== CONTRACT_TYPE.payByWeekOrMonth) return null;
    return { contractType: found.contractType, cycleDuration: found.cycleDuration ?? 'month' };
  },
  location: (values, found) => {
    const address = found.location?.address.trim() ?? '';
    if (values.address.trim() !== '' || address === '') return null;
    // Unticking "remote" is the customer's choice; only the default gives way to the text.
    const remote = values.remote === EMPTY_JOB_FORM.remote ? found.location?.remote : false;
    return { address, remote: remote ?? values.remote };
  },
};

/** The form with the empty fields the extraction found filled in, and which those are. */
export function fillEmptyFields(
  values: JobFormValues,
  found: ExtractedJob,
  options: FillOptions,
): FillOutcome {
  let next = values;
  const filled: FillableField[] = [];
  for (const field of FILLABLE_FIELDS) {
    if (!options.full && FULL_FORM_ONLY.has(field)) continue;
    const change = FILLERS[field](next, found, options);
    if (change === null) continue;
    next = { ...next, ...change };
    filled.push(field);
  }
  return { values: next, filled };
}
