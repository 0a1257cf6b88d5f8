/**
 * Milestone rows (migrations/003_jobs.sql, 014_milestone_workflow.sql): what a proposal's tasks
 * become, their `Milestone` entity and the `MilestoneView` the contract's parties see.
 */
import { randomUUID } from 'node:crypto';
import {
  MILESTONE_STATUS,
  type FileRef,
  type Milestone,
  type MilestoneProposer,
  type MilestoneStatus,
  type MilestoneView,
  type ProposalTask,
} from '@mp/contracts';
import { tenantRowFinder } from '../../db/find-row';
import { toJson, type Queryable } from '../../db/types';
import { isoTime, isoTimeOrNull } from '../../db/time';
import {
  PAYMENT_STATE_COLUMNS,
  paymentFailureOf,
  payoutOf,
  type PaymentStateRow,
} from './payment-state';

export interface MilestoneRow extends PaymentStateRow {
  id: string;
  job_id: string;
  proposal_id: string | null;
  freelancer_id: string;
  title: string;
  description: string;
  amount: number;
  due_date: Date | string | null;
  status: MilestoneStatus;
  recurring_id: string | null;
  cycle_id: string | null;
  files: FileRef[];
  fl_note: string | null;
  cl_approval_status: Milestone['clApprovalStatus'];
  payee_address: string | null;
  payer_address: string | null;
  transaction_hash: string | null;
  position: number;
  created_at: Date | string;
  proposed_by: MilestoneProposer;
  consented_data_type_ids: string[];
}

export const MILESTONE_COLUMNS = `id, job_id, proposal_id, freelancer_id, title, description, amount,
  due_date, status, recurring_id, cycle_id, files, fl_note, cl_approval_status, payee_address,
  payer_address, transaction_hash, position, created_at, proposed_by, consented_data_type_ids,
  ${PAYMENT_STATE_COLUMNS}`;

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    milestoneId: row.id,
    jobId: row.job_id,
    proposalId: row.proposal_id,
    title: row.title,
    description: row.description,
    amount: row.amount,
    dueDate: isoTimeOrNull(row.due_date),
    status: row.status,
    recurringId: row.recurring_id,
    cycleId: row.cycle_id,
    files: row.files,
    flNote: row.fl_note,
    clApprovalStatus: row.cl_approval_status,
    payeeAddress: row.payee_address,
    payerAddress: row.payer_address,
    transactionHash: row.transaction_hash,
    createdAt: isoTime(row.created_at),
  };
}

/** The milestone as the contract's parties see it. */
export function toMilestoneView(row: MilestoneRow): MilestoneView {
  return {
    ...toMilestone(row),
    freelancerId: row.freelancer_id,
    proposedBy: row.proposed_by,
    consentedDataTypeIds: row.consented_data_type_ids,
    paymentFailure: paymentFailureOf(row),
    payout: payoutOf(row),
  };
}

/** One milestone of the tenant by its id, optionally locked for the transaction. */
export const findMilestone = tenantRowFinder<MilestoneRow>({
  table: 'milestones',
  columns: MILESTONE_COLUMNS,
});

/** The milestones of one freelancer's contract on a job, in their order. */
export async function milestonesOfContract(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
): Promise<MilestoneRow[]> {
  const result = await db.query<MilestoneRow>(
    `SELECT ${MILESTONE_COLUMNS} FROM milestones
      WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3 AND cycle_id IS NULL
      ORDER BY position, created_at, id`,
    [tenantId, jobId, freelancerId],
  );
  return result.rows;
}

export interface NewMilestone {
  title: string;
  description?: string | undefined;
  amount: number;
  dueDate?: string | null | undefined;
  files?: readonly FileRef[] | undefined;
}

/** Appends proposed milestones to a contract (after its last), proposed by `proposedBy`. */
export async function insertMilestones(
  tx: Queryable,
  tenantId: string,
  contract: { jobId: string; proposalId: string | null; freelancerId: string },
  proposedBy: MilestoneProposer,
  milestones: readonly NewMilestone[],
): Promise<MilestoneRow[]> {
  const last = await tx.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0)::int AS next FROM milestones
      WHERE tenant_id = $1 AND job_id = $2`,
    [tenantId, contract.jobId],
  );
  let position = last.rows[0]?.next ?? 0;
  const rows: MilestoneRow[] = [];
  for (const milestone of milestones) {
    const result = await tx.query<MilestoneRow>(
      `INSERT INTO milestones (tenant_id, id, job_id, proposal_id, freelancer_id, title,
         description, amount, due_date, status, position, files, proposed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13)
       RETURNING ${MILESTONE_COLUMNS}`,
      [
        tenantId,
        randomUUID(),
        contract.jobId,
        contract.proposalId,
        contract.freelancerId,
        milestone.title,
        milestone.description ?? '',
        milestone.amount,
        milestone.dueDate ?? null,
        MILESTONE_STATUS.proposed,
        position,
        toJson(milestone.files ?? []),
        proposedBy,
      ],
    );
    const row = result.rows[0];
    if (row === undefined) throw new Error('insertMilestones: the insert returned no row');
    rows.push(row);
    position += 1;
  }
  return rows;
}

export async function milestonesOfProposal(
  db: Queryable,
  tenantId: string,
  proposalId: string,
): Promise<MilestoneRow[]> {
  const result = await db.query<MilestoneRow>(
    `SELECT ${MILESTONE_COLUMNS} FROM milestones
      WHERE tenant_id = $1 AND proposal_id = $2 ORDER BY position, created_at, id`,
    [tenantId, proposalId],
  );
  return result.rows;
}

/** Milestones of many proposals at once, grouped by proposal id. */
export async function milestonesOfProposals(
  db: Queryable,
  tenantId: string,
  proposalIds: readonly string[],
): Promise<Map<string, MilestoneRow[]>> {
  const grouped = new Map<string, MilestoneRow[]>();
  if (proposalIds.length === 0) return grouped;
  const result = await db.query<MilestoneRow>(
    `SELECT ${MILESTONE_COLUMNS} FROM milestones
      WHERE tenant_id = $1 AND proposal_id = ANY($2::text[]) ORDER BY position, created_at, id`,
    [tenantId, proposalIds],
  );
  for (const row of result.rows) {
    const key = row.proposal_id ?? '';
    grouped.set(key, [...(grouped.get(key) ?? []), row]);
  }
  return grouped;
}

/** Appends the tasks as proposed (0) milestones of the proposal, after its existing ones. */
export async function insertProposedMilestones(
  tx: Queryable,
  tenantId: string,
  proposal: { id: string; job_id: string; freelancer_id: string },
  tasks: readonly ProposalTask[],
): Promise<void> {
  const last = await tx.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0)::int AS next FROM milestones
      WHERE tenant_id = $1 AND job_id = $2`,
    [tenantId, proposal.job_id],
  );
  let position = last.rows[0]?.next ?? 0;
  for (const task of tasks) {
    await tx.query(
      `INSERT INTO milestones (tenant_id, id, job_id, proposal_id, freelancer_id, title,
         description, amount, due_date, status, position, files)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
      [
        tenantId,
        randomUUID(),
        proposal.job_id,
        proposal.id,
        proposal.freelancer_id,
        task.title,
        task.description,
        task.amount,
        task.dueDate,
        MILESTONE_STATUS.proposed,
        position,
        toJson([]),
      ],
    );
    position += 1;
  }
}
