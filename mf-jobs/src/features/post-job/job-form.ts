import {
  CONTRACT_TYPE,
  EMPTY_MONEY_VALUE,
  JOB_BUDGET_MARKERS,
  MAX_MINOR_AMOUNT,
  moneyValueOf,
  type MoneyFormat,
  type MoneyValue,
} from '@mp/contracts';
import type { CycleDuration, FileRef, JobInput, JobTax, JobView } from '../../shared/job-types';
import type { Texts } from '../../locales';

export type BudgetMode = 'amount' | 'dontKnow' | 'perJob';
export const TAX_TYPE_OPTIONS = ['NONE', 'VAT', 'GST', 'SALES_TAX'] as const;
export type TaxType = (typeof TAX_TYPE_OPTIONS)[number];

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const ADDRESS_MAX = 300;
export const SKILLS_MAX = 50;
export const ATTACHMENTS_MAX = 50;

export interface JobFormValues {
  title: string;
  description: string;
  serviceId: string;
  skills: string[];
  budgetMode: BudgetMode;
  /** The amount as typed (major units) and in minor units (docs/payments.md#amounts). */
  budgetAmount: MoneyValue;
  contractType: 1 | 2;
  cycleDuration: CycleDuration;
  address: string;
  remote: boolean;
  attachments: FileRef[];
  taxType: TaxType;
  taxRate: string;
}

/** Field names as the form and the server's field paths (after `body.job.`) name them. */
export type JobField =
  | 'title'
  | 'description'
  | 'serviceId'
  | 'skills'
  | 'budget'
  | 'contractType'
  | 'cycleDuration'
  | 'location.address'
  | 'attachments'
  | 'taxRate';

/** A client check's message: its key under `postJob.errors`. */
export type JobFormError = keyof Texts['postJob']['errors'];

/** Translation keys (under postJob.errors) by field. */
export type JobFormErrors = Partial<Record<JobField, JobFormError>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  serviceId: '',
  skills: [],
  budgetMode: 'dontKnow',
  budgetAmount: EMPTY_MONEY_VALUE,
  contractType: CONTRACT_TYPE.payByTask,
  cycleDuration: 'week',
  address: '',
  remote: true,
  attachments: [],
  taxType: 'NONE',
  taxRate: '',
};

/** Order in which invalid fields get focus after a failed submit. */
export const FIELD_ORDER: readonly JobField[] = [
  'title',
  'description',
  'serviceId',
  'skills',
  'budget',
  'contractType',
  'cycleDuration',
  'location.address',
  'attachments',
  'taxRate',
];

/** A tax rate in percent: digits with up to two decimals, a comma or a point. */
function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Client-side checks; the server checks again (its field errors show the same way). */
export function validateJobForm(values: JobFormValues, full: boolean): JobFormErrors {
  const errors: JobFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'titleTooLong';
  if (!values.description.trim()) errors.description = 'descriptionRequired';
  else if (values.description.length > DESCRIPTION_MAX) errors.description = 'descriptionTooLong';
  if (values.budgetMode === 'amount') {
    const amount = values.budgetAmount.minor;
    if (amount === null) errors.budget = 'budgetInvalid';
    else if (amount > MAX_MINOR_AMOUNT) errors.budget = 'budgetTooLarge';
  }
  if (!full) return errors;
  if (values.skills.length > SKILLS_MAX) errors.skills = 'tooManySkills';
  if (!values.remote && !values.address.trim()) errors['location.address'] = 'addressRequired';
  if (values.address.length > ADDRESS_MAX) errors['location.address'] = 'addressTooLong';
  if (values.taxType !== 'NONE') {
    const rate = parsePercent(values.taxRate);
    if (rate === null || rate > 100) errors.taxRate = 'taxRateInvalid';
  }
  return errors;
}

export function budgetOf(values: JobFormValues): number {
  if (values.budgetMode === 'dontKnow') return JOB_BUDGET_MARKERS.dontKnow;
  if (values.budgetMode === 'perJob') return JOB_BUDGET_MARKERS.perJob;
  return values.budgetAmount.minor ?? 0;
}

export function toJobInput(values: JobFormValues): JobInput {
  const ongoing = values.contractType === CONTRACT_TYPE.payByWeekOrMonth;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    budget: budgetOf(values),
    contractType: values.contractType,
    cycleDuration: ongoing ? values.cycleDuration : null,
    serviceId: values.serviceId || null,
    skills: values.skills,
    location: { address: values.address.trim(), coordinates: null, remote: values.remote },
    attachments: values.attachments,
    tax: toTax(values),
  };
}

/** The tax to save, or null when the job has none. */
export function toTax(values: JobFormValues): JobTax | null {
  if (values.taxType === 'NONE') return null;
  return { taxType: values.taxType, taxRate: parsePercent(values.taxRate) ?? 0 };
}

function budgetMode(budget: number): BudgetMode {
  if (budget === JOB_BUDGET_MARKERS.dontKnow) return 'dontKnow';
  if (budget === JOB_BUDGET_MARKERS.perJob) return 'perJob';
  return 'amount';
}

/** An existing job as form values (editing), its budget written for the reader. */
export function fromJob(job: JobView, money: MoneyFormat): JobFormValues {
  const mode = budgetMode(job.budget);
  return {
    title: job.title,
    description: job.description,
    serviceId: job.serviceId ?? '',
    skills: [...job.skills],
    budgetMode: mode,
    budgetAmount: mode === 'amount' ? moneyValueOf(job.budget, money) : EMPTY_MONEY_VALUE,
    contractType: job.contractType,
    cycleDuration: job.cycleDuration ?? 'week',
    address: job.location.address,
    remote: job.location.remote,
    attachments: [...job.attachments],
    taxType: job.tax?.taxType ?? 'NONE',
    taxRate: job.tax ? String(job.tax.taxRate) : '',
  };
}

export function isJobField(name: string): name is JobField {
  return (FIELD_ORDER as readonly string[]).includes(name);
}

/** Server field names that are not form fields land on the closest one. */
export function formFieldOf(serverField: string): JobField | null {
  if (isJobField(serverField)) return serverField;
  if (serverField.startsWith('location')) return 'location.address';
  if (serverField.startsWith('attachments')) return 'attachments';
  if (serverField.startsWith('skills')) return 'skills';
  if (serverField.startsWith('tax')) return 'taxRate';
  return null;
}
