/** Sending a proposal: status 4, offerSentAt, tasks become proposed milestones, job in discussion. */
import {
  JOB_STATUS,
  PROPOSAL_STATUS,
  type JobStatus,
  type Milestone,
  type Proposal,
} from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { PROPOSAL_COLUMNS, toProposal, type JobRow, type ProposalRow } from '../jobs';
import type { Tenant } from '../../tenancy';
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
}

export interface SentProposal {
  proposal: Proposal;
  milestones: Milestone[];
  jobStatus: JobStatus;
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
  if (options.consentedDataTypeIds !== undefined) {
    assertTenantDataTypes(tenant, options.consentedDataTypeIds, 'body.consentedDataTypeIds');
  }
  const draft = await draftToSend(tx, tenant, job, freelancerId, options);
  const tasks = normaliseTasks(draft.tasks);
  const consents =
    options.consentedDataTypeIds === undefined
      ? draft.consented_data_type_ids
      : [...new Set(options.consentedDataTypeIds)];
  const updated = await tx.query<ProposalRow>(
    `UPDATE proposals SET status = $3, offer_sent_at = now(), tasks = $4::jsonb,
       consented_data_type_ids = $5::jsonb, last_modified = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
    [tenant.id, draft.id, PROPOSAL_STATUS.created, toJson(tasks), toJson(consents)],
  );
  const sent = updated.rows[0] as ProposalRow;
  await insertProposedMilestones(tx, tenant.id, sent, tasks);
  let jobStatus = job.status;
  if (job.status === JOB_STATUS.freshJob) {
    jobStatus = await moveJob(tx, job, [JOB_STATUS.freshJob], JOB_STATUS.inDiscussion);
  } else {
    await touchJobRow(tx, job);
  }
  return {
    proposal: toProposal(sent),
    milestones: (await milestonesOfProposal(tx, tenant.id, sent.id)).map(toMilestone),
    jobStatus,
  };
}
