/**
 * The proposals on a job as the job's views show them (JobView.freelancers[].proposal): the
 * proposal rows (migrations/003_jobs.sql; the proposals domain's workflows write them), their
 * `Proposal` mapping and what each viewer may see of a draft. They live with the jobs, below
 * the proposals domain, because a job's view embeds them.
 */
import {
  PROPOSAL_STATUS,
  proposalOfferStatus,
  type Proposal,
  type ProposalStatus,
  type ProposalTask,
  type UserIdEntry,
} from '@mp/contracts';
import { isoTime, isoTimeOrNull } from '../../db/time';
import type { Queryable } from '../../db/types';

export interface ProposalRow {
  tenant_id: string;
  id: string;
  job_id: string;
  freelancer_id: string;
  description: string;
  tasks: ProposalTask[];
  status: ProposalStatus;
  offer_sent_at: Date | string | null;
  invited_freelancers_ids: UserIdEntry[];
  accepted_freelancers_ids: UserIdEntry[];
  consented_data_type_ids: string[];
  contract_data_type_ids: string[];
  is_short_listed: boolean;
  meeting_accepted_at: Date | string | null;
  accepted_at: Date | string | null;
  created_at: Date | string;
  last_modified: Date | string;
}

export const PROPOSAL_COLUMNS = `tenant_id, id, job_id, freelancer_id, description, tasks, status,
  offer_sent_at, invited_freelancers_ids, accepted_freelancers_ids, consented_data_type_ids,
  contract_data_type_ids, is_short_listed, meeting_accepted_at, accepted_at, created_at, last_modified`;

export function toProposal(row: ProposalRow): Proposal {
  const acceptedAt = isoTimeOrNull(row.accepted_at);
  return {
    proposalId: row.id,
    jobId: row.job_id,
    freelancerId: row.freelancer_id,
    description: row.description,
    tasks: row.tasks,
    status: row.status,
    offerStatus: proposalOfferStatus(row.status, acceptedAt),
    offerSentAt: isoTimeOrNull(row.offer_sent_at),
    invitedFreelancersIds: row.invited_freelancers_ids,
    acceptedFreelancersIds: row.accepted_freelancers_ids,
    consentedDataTypeIds: row.consented_data_type_ids,
    contractDataTypeIds: row.contract_data_type_ids,
    isShortListed: row.is_short_listed,
    meetingAcceptedAt: isoTimeOrNull(row.meeting_accepted_at),
    acceptedAt,
    createdAt: isoTime(row.created_at),
    lastModified: isoTime(row.last_modified),
  };
}

/**
 * A proposal as the job's customer may see it: a draft's content stays the freelancer's until
 * it is sent (only its existence and meeting are visible).
 */
export function customerView(row: ProposalRow): Proposal {
  const proposal = toProposal(row);
  if (row.status >= PROPOSAL_STATUS.created) return proposal;
  return { ...proposal, description: '', tasks: [], consentedDataTypeIds: [] };
}

/** The proposal as `viewerId` may see it: its freelancer sees everything, others customerView. */
export function proposalViewFor(row: ProposalRow, viewerId: string | null): Proposal {
  return viewerId === row.freelancer_id ? toProposal(row) : customerView(row);
}

/** Every proposal of the given jobs, oldest first (for a job's `freelancers`). */
export async function proposalsOfJobs(
  db: Queryable,
  tenantId: string,
  jobIds: readonly string[],
): Promise<ProposalRow[]> {
  if (jobIds.length === 0) return [];
  const result = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM proposals
      WHERE tenant_id = $1 AND job_id = ANY($2::text[])
      ORDER BY created_at, id`,
    [tenantId, jobIds],
  );
  return result.rows;
}

/**
 * Whether the customer has ever hired the freelancer (a proposal of theirs accepted on one of
 * the customer's jobs): from then on the two may exchange contact details
 * (docs/messaging.md#contact-detail-guard).
 */
export async function hasContractBetween(
  db: Queryable,
  tenantId: string,
  customerId: string,
  freelancerId: string,
): Promise<boolean> {
  const result = await db.query(
    `SELECT 1 FROM proposals p
       JOIN jobs j ON j.tenant_id = p.tenant_id AND j.id = p.job_id
      WHERE p.tenant_id = $1 AND j.customer_id = $2 AND p.freelancer_id = $3
        AND p.accepted_at IS NOT NULL
      LIMIT 1`,
    [tenantId, customerId, freelancerId],
  );
  return result.rows.length > 0;
}

/**
 * The accepted proposal (the contract) of a freelancer on a job, or null: sent (created) and
 * accepted by the customer (docs/proposals.md#accepting-the-contract).
 */
export async function findContractProposal(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
): Promise<ProposalRow | null> {
  const result = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM proposals
      WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3
        AND status = ${PROPOSAL_STATUS.created} AND accepted_at IS NOT NULL`,
    [tenantId, jobId, freelancerId],
  );
  return result.rows[0] ?? null;
}

/** The freelancers with an accepted contract on a job. */
export async function hiredFreelancerIds(
  db: Queryable,
  tenantId: string,
  jobId: string,
): Promise<string[]> {
  const result = await db.query<{ freelancer_id: string }>(
    `SELECT freelancer_id FROM proposals
      WHERE tenant_id = $1 AND job_id = $2
        AND status = ${PROPOSAL_STATUS.created} AND accepted_at IS NOT NULL
      ORDER BY accepted_at, freelancer_id`,
    [tenantId, jobId],
  );
  return result.rows.map((row) => row.freelancer_id);
}
