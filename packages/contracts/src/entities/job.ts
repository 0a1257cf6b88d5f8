/** Job (docs/jobs.md). */
import { z } from 'zod';
import { CONTRACT_TYPE, JOB_BUDGET_MARKERS, JOB_STATUS } from '../constants';
import { ZFileRef, ZLatLng, zMinorAmount } from './common';
import { zDateTime, zId } from '../tenant/primitives';
import { ZProposal } from './proposal';
import { ZPublicUser } from './user';

export const ZJobStatus = z.enum([
  JOB_STATUS.freshJob,
  JOB_STATUS.meetingJob,
  JOB_STATUS.inDiscussion,
  JOB_STATUS.contract,
  JOB_STATUS.ended,
  JOB_STATUS.userClosed,
  JOB_STATUS.adminClosed,
]);

export const ZContractType = z.union([
  z.literal(CONTRACT_TYPE.payByTask),
  z.literal(CONTRACT_TYPE.payByWeekOrMonth),
]);

/**
 * A budget: an amount in minor units, or a marker: -1 "don't know", -2 "per job"
 * (docs/jobs.md#posting).
 */
export const zJobBudget = z.union(
  [
    zMinorAmount,
    z.literal(JOB_BUDGET_MARKERS.dontKnow).meta({ description: "Don't know" }),
    z.literal(JOB_BUDGET_MARKERS.perJob).meta({ description: 'Per job' }),
  ],
  {
    error:
      "A budget is a whole amount of the currency's minor unit, -1 (don't know) or -2 (per job)",
  },
);

export const TAX_TYPES = ['NONE', 'VAT', 'GST', 'SALES_TAX'] as const;
export const ZJobTax = z.strictObject({
  taxType: z.enum(TAX_TYPES),
  /** Percent. */
  taxRate: z.number().min(0).max(100),
});
export type JobTax = z.infer<typeof ZJobTax>;

/**
 * Per-job payment skipping; 'all' skips the payment onboarding checks
 * (docs/payments.md#onboarding-alerts).
 */
export const ZSkipPayments = z.union([z.boolean(), z.enum(['all', 'payIn', 'payOut'])]);
export type SkipPayments = z.infer<typeof ZSkipPayments>;

export const ZJobLocation = z.strictObject({
  address: z.string().max(300),
  coordinates: ZLatLng.nullable(),
  remote: z.boolean(),
});
export type JobLocation = z.infer<typeof ZJobLocation>;

export const ZJobFreelancer = z.strictObject({
  freelancerDetails: ZPublicUser,
  proposal: ZProposal.nullable(),
});
export type JobFreelancer = z.infer<typeof ZJobFreelancer>;

export const ZJob = z
  .strictObject({
    jobID: zId,
    jobStatus: ZJobStatus,
    /** The parent of a child job (team jobs), null for a root job. */
    rootJobId: zId.nullable(),
    lastModified: zDateTime,
    createdAt: zDateTime,
    customerId: zId,
    title: z.string().trim().min(1).max(200),
    description: z.string().max(20_000),
    budget: zJobBudget,
    contractType: ZContractType,
    serviceId: zId.nullable(),
    skills: z.array(zId).max(50),
    location: ZJobLocation,
    attachments: z.array(ZFileRef).max(50),
    tax: ZJobTax.nullable(),
    skipPayments: ZSkipPayments,
    freelancers: z.array(ZJobFreelancer),
  })
  .refine((job) => job.rootJobId !== job.jobID, {
    path: ['rootJobId'],
    message: 'A job cannot be its own root',
  });
export type Job = z.infer<typeof ZJob>;
