/**
 * Proposal calls (docs/proposals.md#routes): composing, drafts, sending, the
 * freelancer's lists and the customer's review (shortlist, meeting, contract, rejection, team
 * decline). Stored statuses are the composing reading; `offerStatus` is the offer reading
 * (see proposalOfferStatus in entities/proposal.ts).
 */
import { z } from 'zod';
import { ZMeeting, zMeetingStart } from './scheduling';
import { ZJobStatus } from '../entities/job';
import { ZMilestone } from '../entities/milestone';
import { ZProposal, ZProposalOfferStatus } from '../entities/proposal';
import { zMinorAmount } from '../entities/common';
import { ZDataType } from '../tenant/catalog';
import { zDateTime, zId } from '../tenant/primitives';
import { zUserId } from './common';
import { ZJobView } from './jobs';

/** Most tasks one proposal may carry. */
export const PROPOSAL_MAX_TASKS = 100;

/** A task as the freelancer writes it; the server assigns taskId when it is missing. */
export const ZProposalTaskInput = z.strictObject({
  taskId: zId.optional(),
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).default(''),
  amount: zMinorAmount,
  dueDate: zDateTime.nullable().default(null),
});
export type ProposalTaskInput = z.input<typeof ZProposalTaskInput>;

const zTasks = z.array(ZProposalTaskInput).max(PROPOSAL_MAX_TASKS);
const zDataTypeIds = z.array(zId).max(50);
/** Composing statuses a freelancer may store on a draft: 0 drafting .. 3 ready to be sent. */
export const ZDraftProposalStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);

export const ZProposalComposeParams = z.strictObject({ jobId: zId });
export const ZJobProposalParams = z.strictObject({ jobId: zId, proposalId: zId });

/** GET /jobs/{jobId}/proposal/compose: what a freelancer needs to write a proposal. */
export const ZProposalComposeResponse = z.object({
  /** The job's public view (`freelancers` is empty: other proposals are not shown). */
  job: ZJobView,
  /** The caller's proposal on this job (draft or already sent), or null. */
  proposal: ZProposal.nullable(),
  /** Tasks suggested from the job's budget and contract type. */
  suggestedTasks: z.array(ZProposalTaskInput),
  /** The tenant's data types the freelancer is asked to consent to share (consentedDataTypeIds). */
  dataTypes: z.array(ZDataType),
  /** Whether the caller may still send a proposal (job open, not in contract, not sent). */
  canSend: z.boolean(),
});
export type ProposalComposeResponse = z.infer<typeof ZProposalComposeResponse>;

/** GET /freelancers/introduction/compose ?jobId: an introduction built from the profile. */
export const ZIntroductionComposeQuery = z.strictObject({ jobId: zId.optional() });
export const ZIntroductionComposeResponse = z.object({
  introduction: z.string(),
  /** What it was composed from, as names. */
  title: z.string(),
  skills: z.array(z.string()),
  services: z.array(z.string()),
  referencesCount: z.number().int().min(0),
});
export type IntroductionComposeResponse = z.infer<typeof ZIntroductionComposeResponse>;

/** The draft fields of POST /jobs/update_proposal and PUT /jobs/{jobId}/proposals/{id}. */
export const ZProposalDraftFields = z.strictObject({
  tasks: zTasks.optional(),
  description: z.string().max(10_000).optional(),
  /** Set by the server when the proposal is sent; a value sent with a draft is ignored. */
  offerSentAt: zDateTime.nullable().optional(),
  status: ZDraftProposalStatus.optional(),
  consentedDataTypeIds: zDataTypeIds.optional(),
});
export type ProposalDraftFields = z.input<typeof ZProposalDraftFields>;

/** POST /jobs/update_proposal: creates or updates the caller's draft on the job. */
export const ZUpdateProposalRequest = z.strictObject({
  freelancerId: zUserId,
  jobID: zId,
  proposal: ZProposalDraftFields,
});
export type UpdateProposalRequest = z.input<typeof ZUpdateProposalRequest>;

/**
 * PUT /jobs/{jobId}/proposals/{proposalId}: the freelancer edits their draft (status 0-3), or
 * the job's customer rejects a sent proposal with the rejection patch
 * (rejectedProposalPatch(): description 'Rejected', status 5, tasks []).
 */
export const ZPutProposalRequest = z.strictObject({
  tasks: zTasks.optional(),
  description: z.string().max(10_000).optional(),
  offerSentAt: zDateTime.nullable().optional(),
  status: z.union([ZDraftProposalStatus, z.literal(5)]).optional(),
  consentedDataTypeIds: zDataTypeIds.optional(),
});
export type PutProposalRequest = z.input<typeof ZPutProposalRequest>;

/** Set once the freelancer saw the contact-detail warning and sends anyway (docs/messaging.md#contact-detail-guard). */
const zContactWarningAcknowledged = z.boolean().optional();

/** POST /jobs/send_proposal: sends the caller's draft on the job. */
export const ZSendProposalRequest = z.strictObject({
  freelancerId: zUserId,
  jobID: zId,
  contactWarningAcknowledged: zContactWarningAcknowledged,
});
export type SendProposalRequest = z.input<typeof ZSendProposalRequest>;

/** POST /jobs/{jobId}/proposals: sends the caller's draft with the data types they consent to. */
export const ZCreateProposalRequest = z.strictObject({
  consentedDataTypeIds: zDataTypeIds,
  contactWarningAcknowledged: zContactWarningAcknowledged,
});
export type CreateProposalRequest = z.input<typeof ZCreateProposalRequest>;

/** POST /public/jobs/{jobId}/proposals: apply through the signed link of an invitation. */
export const ZPublicApplyRequest = z.strictObject({
  userId: zUserId,
  signature: z.string().min(1).max(512),
  contactWarningAcknowledged: zContactWarningAcknowledged,
});
export type PublicApplyRequest = z.input<typeof ZPublicApplyRequest>;

/** Answer of every send: the sent proposal, its proposed milestones and the job's status. */
export const ZSentProposalResponse = z.object({
  proposal: ZProposal,
  milestones: z.array(ZMilestone),
  jobStatus: ZJobStatus,
});
export type SentProposalResponse = z.infer<typeof ZSentProposalResponse>;

/** POST /jobs/get-proposal-for-freelancers: the caller's proposals with their jobs. */
export const ZFreelancerProposalsRequest = z.strictObject({
  /** Only proposals in this offer status (0 draft, 1 sent, 2 accepted, 5 rejected). */
  offerStatus: ZProposalOfferStatus.optional(),
});
export const ZFreelancerProposalEntry = z.object({ job: ZJobView, proposal: ZProposal });
export const ZFreelancerProposalsResponse = z.object({
  proposals: z.array(ZFreelancerProposalEntry),
});
export type FreelancerProposalEntry = z.infer<typeof ZFreelancerProposalEntry>;
export type FreelancerProposalsResponse = z.infer<typeof ZFreelancerProposalsResponse>;

/** POST /jobs/get-contract-for-freelancers: the caller's jobs in contract. */
export const ZFreelancerContractsRequest = z.strictObject({
  /** Also list ended contracts. */
  includeEnded: z.boolean().optional(),
});
export const ZFreelancerContractEntry = z.object({
  job: ZJobView,
  proposal: ZProposal,
  milestones: z.array(ZMilestone),
});
export const ZFreelancerContractsResponse = z.object({
  contracts: z.array(ZFreelancerContractEntry),
});
export type FreelancerContractEntry = z.infer<typeof ZFreelancerContractEntry>;
export type FreelancerContractsResponse = z.infer<typeof ZFreelancerContractsResponse>;

/** POST /jobs/short_list: set (value) or toggle (no value) the shortlist mark. */
export const ZShortListRequest = z.strictObject({
  proposalId: zId,
  jobID: zId,
  value: z.boolean().optional(),
});
export type ShortListRequest = z.input<typeof ZShortListRequest>;
export const ZProposalResponse = ZProposal;

/**
 * POST /jobs/accept_meeting {jobID, freelancerID, startsAt?}: with startsAt, the meeting is
 * booked in that free slot of the freelancer's availability (docs/scheduling.md#booking).
 */
export const ZAcceptMeetingRequest = z.strictObject({
  jobID: zId,
  freelancerID: zUserId,
  startsAt: zMeetingStart.optional(),
});
export type AcceptMeetingRequest = z.input<typeof ZAcceptMeetingRequest>;
export const ZAcceptMeetingResponse = z.object({
  proposal: ZProposal,
  jobStatus: ZJobStatus,
  /** The booked meeting, when startsAt was given. */
  meeting: ZMeeting.optional(),
});
export type AcceptMeetingResponse = z.infer<typeof ZAcceptMeetingResponse>;

/** Milestones of the proposal to accept (default: all its proposed milestones). */
const zMilestonesIds = z.array(zId).max(PROPOSAL_MAX_TASKS);

/**
 * POST /jobs/accept_contract: accept the freelancer's offer (acceptOffer), or accept the
 * contract with the custom data types it covers (acceptContractCustomDataTypes: ids among the
 * proposal's consentedDataTypeIds).
 */
export const ZAcceptContractRequest = z.union([
  z.strictObject({
    jobID: zId,
    freelancerID: zUserId,
    acceptOffer: z.literal(true),
    milestonesIds: zMilestonesIds.optional(),
  }),
  z.strictObject({
    jobID: zId,
    freelancerID: zUserId,
    acceptContractCustomDataTypes: zDataTypeIds,
    milestonesIds: zMilestonesIds.optional(),
  }),
]);
export type AcceptContractRequest = z.input<typeof ZAcceptContractRequest>;

/** Answer of accept_contract and update_contract. */
export const ZProposalContractResponse = z.object({
  proposal: ZProposal,
  milestones: z.array(ZMilestone),
  jobStatus: ZJobStatus,
});
export type ProposalContractResponse = z.infer<typeof ZProposalContractResponse>;

/**
 * POST /jobs/update_contract: change the terms of a contract in progress. The freelancer adds
 * tasks (new proposed milestones); the customer accepts proposed milestones (milestonesIds ->
 * pending); either removes milestones still proposed (removeMilestonesIds).
 */
export const ZUpdateContractRequest = z.strictObject({
  jobID: zId,
  freelancerID: zUserId,
  tasks: zTasks.optional(),
  milestonesIds: zMilestonesIds.optional(),
  removeMilestonesIds: zMilestonesIds.optional(),
});
export type UpdateContractRequest = z.input<typeof ZUpdateContractRequest>;

/** POST /jobs/team/decline: the customer declines a team member's proposal. */
export const ZTeamDeclineRequest = z.strictObject({
  proposalId: zId,
  jobId: zId,
  freelancerId: zUserId,
  /** The job owner's user id, when the page knows it; must be the job's customer. */
  owner: zUserId.nullable().optional(),
  /** The team's root job, when declining on a child job; must be the job's rootJobId. */
  parentJobId: zId.nullable().optional(),
  /** Declining an accepted proposal: allowed only while its milestones are proposed or pending. */
  fromContract: z.boolean().optional(),
});
export type TeamDeclineRequest = z.input<typeof ZTeamDeclineRequest>;
export const ZTeamDeclineResponse = z.object({
  proposal: ZProposal,
  jobStatus: ZJobStatus,
  /** Milestones of the proposal removed by the decline. */
  removedMilestonesIds: z.array(z.string()),
});
export type TeamDeclineResponse = z.infer<typeof ZTeamDeclineResponse>;

/** POST /apis/actions/notify-admin-from-proposals-page. */
export const ZNotifyAdminFromProposalsRequest = z.strictObject({ jobId: zId, proposalId: zId });
export type NotifyAdminFromProposalsRequest = z.input<typeof ZNotifyAdminFromProposalsRequest>;
export const ZNotifyAdminFromProposalsResponse = z.object({ notificationId: z.string() });
export type NotifyAdminFromProposalsResponse = z.infer<typeof ZNotifyAdminFromProposalsResponse>;
