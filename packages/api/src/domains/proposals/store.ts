/**
 * What every proposal operation shares: loading the job it acts on (locked for the
 * transaction), the state rules of docs/proposals.md as readable 409s, and the proposal writes.
 */
import { randomUUID } from 'node:crypto';
import {
  JOB_STATUS,
  ROLES,
  type DataType,
  type JobStatus,
  type ProposalTask,
  type ProposalTaskInput,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import {
  assertOpen,
  requireJob,
  requireOwnedJob,
  touchJob,
  transitionJob,
  type JobRow,
  type ProposalRow,
} from '../jobs';
import type { Tenant } from '../../tenancy';
import { findUser, USER_STATUS_DEACTIVATED, type UserRow } from '../users';
import { findProposal } from './rows';

/** The job, locked until the transaction ends (so two sends or accepts cannot interleave). */
export function lockJob(tx: Queryable, tenantId: string, jobId: string): Promise<JobRow> {
  return requireJob(tx, tenantId, jobId, { forUpdate: true });
}

/** The job the calling customer owns, locked; 404 for anyone else's (as the jobs routes). */
export function lockOwnedJob(
  tx: Queryable,
  tenantId: string,
  jobId: string,
  caller: Caller,
): Promise<JobRow> {
  return requireOwnedJob(tx, tenantId, jobId, caller, { forUpdate: true });
}

/** A freelancer acts for themselves only: freelancerId names the caller. */
export function assertSelf(caller: Caller, freelancerId: string, field: string): void {
  if (freelancerId !== caller.userId) {
    throw httpErrors.forbidden(`${field} must be your own user id`);
  }
}

/** Moves the job to `to` when its status is in `from` (409 otherwise); no-op when already `to`. */
export async function moveJob(
  tx: Queryable,
  job: JobRow,
  from: readonly JobStatus[],
  to: JobStatus,
): Promise<JobStatus> {
  if (job.status === to) return to;
  return (await transitionJob(tx, job.tenant_id, job.id, from, to)).status;
}

/** Bumps the job's last_modified (job lists sort by it) after a proposal change. */
export function touchJobRow(tx: Queryable, job: JobRow): Promise<void> {
  return touchJob(tx, job.tenant_id, job.id);
}

/** A sent or rejected proposal of the job, as the job's customer sees it (drafts are private). */
export async function requireReviewableProposal(
  tx: Queryable,
  job: JobRow,
  proposalId: string,
): Promise<ProposalRow> {
  const proposal = await findProposal(tx, job.tenant_id, proposalId);
  if (proposal === null || proposal.job_id !== job.id || proposal.status < 4) {
    throw httpErrors.proposalNotFound();
  }
  return proposal;
}

/** An active freelancer of the tenant, or 404. */
export async function requireFreelancer(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<UserRow> {
  const user = await findUser(db, tenantId, userId);
  if (user === null || user.status === USER_STATUS_DEACTIVATED || user.role !== ROLES.freelancer) {
    throw httpErrors.userNotFound();
  }
  return user;
}

/** Tasks with ids (kept when given, new UUIDs otherwise) and defaults filled in. */
export function normaliseTasks(tasks: readonly ProposalTaskInput[]): ProposalTask[] {
  return tasks.map((task) => ({
    taskId: task.taskId ?? randomUUID(),
    title: task.title.trim(),
    description: task.description ?? '',
    amount: task.amount,
    dueDate: task.dueDate ?? null,
  }));
}

/** Data types a freelancer is asked to consent to share with a job's customer. */
export function consentDataTypes(tenant: Tenant): DataType[] {
  return tenant.datatypes.filter((type) => type.type === 'freelancer' && type.requiresConsent);
}

/** Ids must name the tenant's data types; 422 naming the field otherwise. */
export function assertTenantDataTypes(tenant: Tenant, ids: readonly string[], field: string): void {
  const known = new Set(tenant.datatypes.map((type) => type.id));
  const unknown = [...new Set(ids)].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw httpErrors.unprocessable(`Unknown data types: ${unknown.join(', ')}`, [
      { path: field, message: `Not a data type of this tenant: ${unknown.join(', ')}` },
    ]);
  }
}

export function assertJobTakesProposals(job: JobRow): void {
  assertOpen(job, 'take proposals');
  if (job.status === JOB_STATUS.contract) {
    throw httpErrors.conflict('The job is already in contract: it takes no new proposals');
  }
}
