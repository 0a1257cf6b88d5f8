/**
 * Jobs routes: posting with a dry run, edits, lists, views, states, invitations and the
 * notify/notification calls. Field names are the established wire names (jobID, freelancerID,
 * lastEvaluatedKey, ...). docs/jobs.md explains the state machine, list modes and signed links.
 */
import { z } from 'zod';
import { JOB_AUTO_FETCH_PAGE_SIZE, JOB_STATUS } from '../constants';
import { ZFileRef, ZLatLng, zMinorAmount } from '../entities/common';
import { CYCLE_DURATIONS, ZMilestoneStatus } from '../entities/milestone';
import { ZContractType, ZJob, ZJobTax, ZSkipPayments, zJobBudget } from '../entities/job';
import { ZProposal } from '../entities/proposal';
import { SEEDED_ACCOUNTS } from '../seed-accounts';
import { zId } from '../tenant/primitives';
import { ZPublicProfile } from './users';

/** The demo customer's seeded open job (packages/api seed): the example every job id carries. */
export const SEEDED_DEMO_JOB_ID = 'demo-job-booking-website';

/** The demo's seeded contract (customer@demo.test with freelancer@demo.test), awaiting payment. */
export const SEEDED_DEMO_CONTRACT_JOB_ID = 'demo-contract-bakery-brand';
export const SEEDED_DEMO_MILESTONE_ID = 'demo-contract-bakery-brand-m1';

/** A job id (jobId / jobID). */
export const zJobRef = zId.meta({ examples: [SEEDED_DEMO_JOB_ID] });

const DEMO_FREELANCER_ID = SEEDED_ACCOUNTS.find((a) => a.email === 'freelancer@demo.test')?.userId;

/** A freelancer's user id (freelancerID). */
export const zFreelancerRef = zId.meta({
  examples: DEMO_FREELANCER_ID ? [DEMO_FREELANCER_ID] : [],
});

export const ZCycleDuration = z.enum(CYCLE_DURATIONS);
export type CycleDuration = z.infer<typeof ZCycleDuration>;

/** A job as the API answers it: the Job entity plus the cycle duration and closing facts. */
/** One milestone of a sent proposal, as the job's freelancer entries show it. */
export const ZProposalMilestoneSummary = z.object({
  milestoneId: z.string(),
  title: z.string(),
  amount: zMinorAmount,
  dueDate: z.string().nullable(),
  status: ZMilestoneStatus,
});
export type ProposalMilestoneSummary = z.infer<typeof ZProposalMilestoneSummary>;

export const ZJobView = z.object({
  ...ZJob.shape,
  /** 'CYCLE DURATION' of a pay-by-week/month (contract type 2) job; null for pay by task. */
  cycleDuration: ZCycleDuration.nullable(),
  /** Whether the customer found a freelancer, as said when closing; null while open. */
  found: z.boolean().nullable(),
  closedAt: z.string().nullable(),
  freelancers: z.array(
    z.object({
      freelancerDetails: ZPublicProfile,
      proposal: ZProposal.nullable(),
      /**
       * The sent proposal's milestones (e.g. to choose `milestonesIds` when accepting the
       * contract); only for a sent proposal, and only to the job's customer, the proposal's
       * freelancer and administrators.
       */
      milestones: z.array(ZProposalMilestoneSummary).optional(),
    }),
  ),
});
export type JobView = z.infer<typeof ZJobView>;

export const ZJobIdParams = z.strictObject({ jobId: zJobRef });
/** POST /jobs/{id}/end names its parameter `id` (the established path, unlike its siblings). */
export const ZJobIdParamAlias = z.strictObject({ id: zJobRef });

const ZJobLocationInput = z.strictObject({
  address: z.string().trim().max(300),
  coordinates: ZLatLng.nullable().optional(),
  remote: z.boolean(),
});

const jobFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().max(20_000),
  /** An amount, or -1 (don't know) / -2 (per job). */
  budget: zJobBudget,
  /** 1 pay by task, 2 pay by week/month ('Ongoing Work'). */
  contractType: ZContractType,
  /** Required with contract type 2, absent/null with 1. */
  cycleDuration: ZCycleDuration.nullable(),
  serviceId: zId.nullable(),
  skills: z.array(zId).max(50),
  location: ZJobLocationInput,
  /** Files the caller uploaded through POST /apis/auth/s3 (their keys). */
  attachments: z.array(ZFileRef).max(50),
  tax: ZJobTax.nullable(),
  skipPayments: ZSkipPayments,
};

function contractTypeRules(
  job: { contractType?: number | undefined; cycleDuration?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (job.contractType === 2 && !job.cycleDuration) {
    ctx.addIssue({
      code: 'custom',
      path: ['cycleDuration'],
      message: 'A pay by week/month job needs a cycle duration (week or month)',
    });
  }
  if (job.contractType === 1 && job.cycleDuration) {
    ctx.addIssue({
      code: 'custom',
      path: ['cycleDuration'],
      message: 'Only pay by week/month jobs have a cycle duration',
    });
  }
}

/** The `job` of POST /jobs/post_job: title, budget and contract type required, the rest optional. */
export const ZJobInput = z
  .strictObject({
    title: jobFields.title,
    description: jobFields.description.optional(),
    budget: jobFields.budget,
    contractType: jobFields.contractType,
    cycleDuration: jobFields.cycleDuration.optional(),
    serviceId: jobFields.serviceId.optional(),
    skills: jobFields.skills.optional(),
    location: jobFields.location.optional(),
    attachments: jobFields.attachments.optional(),
    tax: jobFields.tax.optional(),
    skipPayments: jobFields.skipPayments.optional(),
    /** Makes this a child (team) job of a root job the same customer owns. */
    rootJobId: zId.nullable().optional(),
  })
  .superRefine(contractTypeRules);
export type JobInput = z.infer<typeof ZJobInput>;

/** POST /jobs/post_job {dryRun, job}. */
export const ZPostJobBody = z.strictObject({
  /** true: validate and check availability, write nothing. */
  dryRun: z.boolean().optional(),
  job: ZJobInput,
});
export type PostJobBody = z.infer<typeof ZPostJobBody>;

/**
 * The answer of post_job. A dry run answers `available` and the `reasons` it is not (job null);
 * a real post answers the created job (or 403/409 with the same reason when not available).
 */
export const ZPostJobResponse = z.object({
  dryRun: z.boolean(),
  available: z.boolean(),
  reasons: z.array(z.string()),
  job: ZJobView.nullable(),
});
export type PostJobResponse = z.infer<typeof ZPostJobResponse>;

/** PUT /jobs/{jobId}: any of the job's fields (not rootJobId); `{}` changes nothing. */
export const ZEditJobBody = z
  .strictObject({
    title: jobFields.title.optional(),
    description: jobFields.description.optional(),
    budget: jobFields.budget.optional(),
    contractType: jobFields.contractType.optional(),
    cycleDuration: jobFields.cycleDuration.optional(),
    serviceId: jobFields.serviceId.optional(),
    skills: jobFields.skills.optional(),
    location: jobFields.location.optional(),
    attachments: jobFields.attachments.optional(),
    tax: jobFields.tax.optional(),
    skipPayments: jobFields.skipPayments.optional(),
  })
  .superRefine((job, ctx) => {
    if (job.contractType !== undefined) contractTypeRules(job, ctx);
  });
export type EditJobBody = z.infer<typeof ZEditJobBody>;

/** POST /jobs/update_job_service {jobID, serviceId}. */
export const ZUpdateJobServiceBody = z.strictObject({
  jobID: zJobRef,
  serviceId: zId.meta({ examples: ['website-development'] }).nullable(),
});
export type UpdateJobServiceBody = z.infer<typeof ZUpdateJobServiceBody>;

/** POST /jobs/{jobId}/tax {taxType, taxRate, jobId}; jobId, when sent, must match the path. */
export const ZJobTaxBody = z.strictObject({
  ...ZJobTax.shape,
  jobId: zJobRef.optional(),
});
export type JobTaxBody = z.infer<typeof ZJobTaxBody>;

/**
 * `mode` of GET /jobs: `active` (default) leaves closed jobs out; `ended` only ENDED jobs;
 * `closed` every closed job (ENDED, USER_CLOSED, ADMIN_CLOSED); `all` everything.
 */
export const JOB_LIST_MODES = ['active', 'ended', 'closed', 'all'] as const;
export const ZJobListMode = z.enum(JOB_LIST_MODES);
export type JobListMode = z.infer<typeof ZJobListMode>;

/** GET /jobs ?jobId&userId&mode&from&limit. */
export const ZListJobsQuery = z.strictObject({
  /** Only this job and its child jobs. */
  jobId: zJobRef.optional(),
  /** Administrators: whose jobs (a customer's, or a freelancer's involvements). Others: self only. */
  userId: zId.optional(),
  mode: ZJobListMode.optional(),
  /** The lastEvaluatedKey of the previous page. */
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_AUTO_FETCH_PAGE_SIZE).optional(),
});
export type ListJobsQuery = z.infer<typeof ZListJobsQuery>;

/** A page of jobs; lastEvaluatedKey is absent on the last page (the auto-fetch stops there). */
export const ZJobsPage = z.object({
  jobs: z.array(ZJobView),
  lastEvaluatedKey: z.string().optional(),
});
export type JobsPage = z.infer<typeof ZJobsPage>;

const zFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /jobs/{jobId} ?fullDetail: false leaves freelancers out. */
export const ZGetJobQuery = z.strictObject({ fullDetail: zFlag.optional() });

/** POST /jobs/get_job {jobID, fromFreelancerSide, newFreelancer, fullDetail}. */
export const ZGetJobBody = z.strictObject({
  jobID: zJobRef,
  /** The caller views the job as a freelancer: only their own entry in freelancers. */
  fromFreelancerSide: z.boolean().optional(),
  /** A freelancer without a proposal yet opening an open job (public view). */
  newFreelancer: z.boolean().optional(),
  /** false leaves freelancers out. Default true. */
  fullDetail: z.boolean().optional(),
});
export type GetJobBody = z.infer<typeof ZGetJobBody>;

/** POST /jobs/get_jobs_with_freelancer_details. */
export const ZJobsWithFreelancersBody = z.strictObject({
  /** Only shortlisted proposals. */
  isShortListedOnly: z.boolean().optional(),
  /** One job; otherwise every open job of the customer. */
  jobId: zJobRef.optional(),
  /** Only this freelancer's entries. */
  freelancerId: zId.optional(),
  /** true: jobs come without freelancers; `proposals` holds them by job id. */
  splitData: z.boolean().optional(),
});
export type JobsWithFreelancersBody = z.infer<typeof ZJobsWithFreelancersBody>;

export const ZJobsWithFreelancersResponse = z.object({
  jobs: z.array(ZJobView),
  /** userId -> public profile of every freelancer in the answer. */
  freelancers: z.record(z.string(), ZPublicProfile),
  /** splitData only: jobId -> that job's proposals. */
  proposals: z.record(z.string(), z.array(ZProposal)).optional(),
});
export type JobsWithFreelancersResponse = z.infer<typeof ZJobsWithFreelancersResponse>;

/** POST /jobs/{jobId}/close {found, jobStatus, deleted}. */
export const ZCloseJobBody = z.strictObject({
  found: z.boolean().optional(),
  /** USER_CLOSED (default for owners), ENDED (from CONTRACT) or ADMIN_CLOSED (administrators). */
  jobStatus: z.enum([JOB_STATUS.userClosed, JOB_STATUS.ended, JOB_STATUS.adminClosed]).optional(),
  /** Delete: closes as USER_CLOSED. */
  deleted: z.boolean().optional(),
});
export type CloseJobBody = z.infer<typeof ZCloseJobBody>;

/** POST /jobs/{id}/end: the body may be left out; found defaults to true (a contract ended). */
export const ZEndJobBody = z.strictObject({ found: z.boolean().optional() }).optional();
export type EndJobBody = z.infer<typeof ZEndJobBody>;

export const ZCloseJobResponse = z.object({
  job: ZJobView,
  /** Child jobs being closed in the background (MASS_CLOSE_JOBS_FINISHED follows when > 0). */
  childJobsClosing: z.number().int(),
});
export type CloseJobResponse = z.infer<typeof ZCloseJobResponse>;

export const INVITATION_STATUSES = ['SENT', 'ACCEPTED'] as const;
export const ZJobInvitation = z.object({
  jobId: z.string(),
  freelancerId: z.string(),
  customerId: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type JobInvitation = z.infer<typeof ZJobInvitation>;

/** A signed link's parts: the signature carries its own expiry. */
export const ZSignedLink = z.object({
  signature: z.string(),
  expiresAt: z.string(),
  /** The in-app path (with query) that makes the signed call. */
  path: z.string(),
});
export type SignedLink = z.infer<typeof ZSignedLink>;

/** POST /jobs/customer_send_invitation {jobID, freelancerID}. */
export const ZSendInvitationBody = z.strictObject({ jobID: zJobRef, freelancerID: zFreelancerRef });
export type SendInvitationBody = z.infer<typeof ZSendInvitationBody>;

/** POST /public/jobs/customer_send_invitation {jobID, freelancerID, customerID, signature}. */
export const ZPublicSendInvitationBody = z.strictObject({
  jobID: zJobRef,
  freelancerID: zFreelancerRef,
  customerID: zId,
  signature: z.string().min(1).max(200),
});
export type PublicSendInvitationBody = z.infer<typeof ZPublicSendInvitationBody>;

export const ZInvitationResponse = z.object({
  invitation: ZJobInvitation,
  /** false when the freelancer was already invited (nothing new written). */
  created: z.boolean(),
});
export type InvitationResponse = z.infer<typeof ZInvitationResponse>;

/** POST /jobs/{jobId}/invite_links {freelancerIds}: signed public invite links for the owner. */
export const ZInviteLinksBody = z.strictObject({ freelancerIds: z.array(zId).min(1).max(50) });
export type InviteLinksBody = z.infer<typeof ZInviteLinksBody>;
export const ZInviteLinksResponse = z.object({
  links: z.array(ZSignedLink.extend({ freelancerId: z.string() })),
});
export type InviteLinksResponse = z.infer<typeof ZInviteLinksResponse>;

/** POST /jobs/invite/accept {jobID}: the invited freelancer accepts. */
export const ZAcceptInvitationBody = z.strictObject({ jobID: zJobRef });
export type AcceptInvitationBody = z.infer<typeof ZAcceptInvitationBody>;
export const ZAcceptInvitationResponse = z.object({
  invitation: ZJobInvitation,
  /** The freelancer's proposal on the job (a new draft when they had none). */
  proposalId: z.string(),
  /** Where the freelancer continues (freelancerPathForJob). */
  next: z.string().nullable(),
});
export type AcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

/** POST /apis/actions/notify-admin-from-job-pages {jobId}. */
export const ZNotifyAdminFromJobBody = z.strictObject({ jobId: zJobRef });
export const ZNotificationCreated = z.object({ notificationIds: z.array(z.string()) });
export type NotificationCreated = z.infer<typeof ZNotificationCreated>;

/** POST /apis/actions/send-contract-accepted-event {job}: other job fields are ignored. */
export const ZContractAcceptedEventBody = z.strictObject({
  job: z.object({ jobID: zJobRef }),
});
