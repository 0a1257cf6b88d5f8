/** Sending a proposal: status 4, offerSentAt, tasks become proposed milestones, job in discussion. */
import {
  JOB_STATUS,
  PROPOSAL_STATUS,
  ROLES,
  type FreelancerRole,
  type JobStatus,
  type Milestone,
  type Proposal,
  type ProposalTask,
} from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { PROPOSAL_COLUMNS, toProposal, type JobRow, type ProposalRow } from '../jobs';
import type { Tenant } from '../../tenancy';
import { guardTexts, recordFlag, type GuardedText } from '../moderation';
import { assertIdentityVerified } from '../payments';
import { NOTIFICATION_KIND, createNotification } from '../notifications';
import { suggestedTasks } from './compose';
import { saveDraft } from './drafts';
import { insertProposedMilestones, milestonesOfProposal, toMilestone } from '../milestones';
import { findProposalOf } from './rows';
import {
  assertJobTakesProposals,
  assertTenantDataTypes,
  moveJob,
  normaliseTasks,
  touchJobRow,
} from './store';

export interface SendOptions {
  /** Data types the freelancer consents to share; replaces the draft's when given. */
  consentedDataTypeIds?: readonly string[];
  /**
   * Public apply: a freelancer without a draft (or with an empty one) applies with the tasks
   * suggested from the job's budget and contract type.
   */
  fillFromJob?: boolean;
  /** The freelancer's sub-type, for the tenant's contact-detail guard switch. */
  freelancerRole?: FreelancerRole | null;
  /** The freelancer saw the contact-detail warning and sends anyway. */
  contactWarningAcknowledged?: boolean;
}

export interface SentProposal {
  proposal: Proposal;
  milestones: Milestone[];
  jobStatus: JobStatus;
  /** The customer's PROPOSAL_RECEIVED notification: deliver it once the transaction commits. */
  notificationId: string;
}

interface ProposalText {
  description: string;
  tasks: ProposalTask[];
}

function textsOf({ description, tasks }: ProposalText): GuardedText[] {
  return [
    { field: 'proposal.description', text: description },
    ...tasks.flatMap((task, index) => [
      { field: `proposal.tasks.${index}.title`, text: task.title },
      { field: `proposal.tasks.${index}.description`, text: task.description },
    ]),
  ];
}

function withTexts(original: ProposalText, texts: readonly string[]): ProposalText {
  return {
    description: texts[0] ?? original.description,
    tasks: original.tasks.map((task, index) => ({
      ...task,
      title: texts[1 + index * 2] ?? task.title,
      description: texts[2 + index * 2] ?? task.description,
    })),
  };
}

/**
 * The contact-detail guard on what the customer is about to read (a sent proposal never comes
 * after a contract on it): masked, refused with the warning, or sent and flagged.
 */
async function guardProposal(
  tx: Queryable,
  tenant: Tenant,
  job: JobRow,
  draft: ProposalRow,
  text: ProposalText,
  options: SendOptions,
): Promise<ProposalText> {
  const sender = {
    userId: draft.freelancer_id,
    tenantId: tenant.id,
    role: ROLES.freelancer,
    freelancerRole: options.freelancerRole ?? null,
  };
  const texts = textsOf(text);
  const guard = guardTexts(tenant, sender, texts, options.contactWarningAcknowledged === true);
  if (guard.action === null) return text;
  await recordFlag(tx, {
    tenantId: tenant.id,
    source: 'proposal',
    sourceId: draft.id,
    action: guard.action,
    kinds: guard.kinds,
    originalText: texts
      .map((entry) => entry.text)
      .filter((value) => value !== '')
      .join('\n\n'),
    senderId: draft.freelancer_id,
    recipientId: job.customer_id,
    jobId: job.id,
  });
  return withTexts(text, guard.texts);
}

async function draftToSend(
  tx: Queryable,
  tenant: Tenant,
  job: JobRow,
  freelancerId: string,
  options: SendOptions,
): Promise<ProposalRow> {
  const existing = await findProposalOf(tx, tenant.id, job.id, freelancerId);
  if (existing?.status === PROPOSAL_STATUS.created) {
    throw httpErrors.conflict('The proposal was already sent: it cannot be sent twice');
  }
  if (existing?.status === PROPOSAL_STATUS.rejected) {
    throw httpErrors.conflict('The proposal was rejected: it cannot be sent again');
  }
  if (existing !== null && existing.tasks.length > 0) return existing;
  if (options.fillFromJob === true) {
    return saveDraft(tx, tenant, job, freelancerId, { tasks: suggestedTasks(job) }, 'body');
  }
  if (existing === null) {
    throw httpErrors.conflict(
      'There is no draft to send: save one first with POST /jobs/update_proposal',
    );
  }
  throw httpErrors.unprocessable('The draft has no tasks: add at least one task before sending', [
    { path: 'proposal.tasks', message: 'At least one task is needed to send a proposal' },
  ]);
}

/** Sends the freelancer's draft on the (locked) job. */
export async function sendProposal(
  tx: Queryable,
  tenant: Tenant,
  job: JobRow,
  freelancerId: string,
  options: SendOptions = {},
): Promise<SentProposal> {
  assertJobTakesProposals(job);
  await assertIdentityVerified(
    tx,
    tenant,
    {
      userId: freelancerId,
      role: ROLES.freelancer,
      freelancerRole: options.freelancerRole ?? null,
    },
    'send a proposal',
  );
  if (options.consentedDataTypeIds !== undefined) {
    assertTenantDataTypes(tenant, options.consentedDataTypeIds, 'body.consentedDataTypeIds');
  }
  const draft = await draftToSend(tx, tenant, job, freelancerId, options);
  const { description, tasks } = await guardProposal(
    tx,
    tenant,
    job,
    draft,
    { description: draft.description, tasks: normaliseTasks(draft.tasks) },
    options,
  );
  const consents =
    options.consentedDataTypeIds === undefined
      ? draft.consented_data_type_ids
      : [...new Set(options.consentedDataTypeIds)];
  const updated = await tx.query<ProposalRow>(
    `UPDATE proposals SET status = $3, offer_sent_at = now(), tasks = $4::jsonb,
       consented_data_type_ids = $5::jsonb, description = $6, last_modified = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
    [tenant.id, draft.id, PROPOSAL_STATUS.created, toJson(tasks), toJson(consents), description],
  );
  const sent = updated.rows[0] as ProposalRow;
  await insertProposedMilestones(tx, tenant.id, sent, tasks);
  let jobStatus = job.status;
  if (job.status === JOB_STATUS.freshJob) {
    jobStatus = await moveJob(tx, job, [JOB_STATUS.freshJob], JOB_STATUS.inDiscussion);
  } else {
    await touchJobRow(tx, job);
  }
  const notificationId = await createNotification(tx, {
    tenantId: tenant.id,
    recipientId: job.customer_id,
    kind: NOTIFICATION_KIND.proposalReceived,
    createdBy: freelancerId,
    payload: { jobId: job.id, jobTitle: job.title, proposalId: sent.id },
  });
  return {
    proposal: toProposal(sent),
    milestones: (await milestonesOfProposal(tx, tenant.id, sent.id)).map(toMilestone),
    jobStatus,
    notificationId,
  };
}
