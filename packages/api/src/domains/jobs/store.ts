/**
 * Loading jobs and moving them through the state machine of docs/jobs.md. Every query filters
 * by tenant first; illegal moves are 409 with a reason a person can read.
 */
import {
  API_ERROR_CODES,
  CLOSED_JOB_STATUSES,
  JOB_STATUS,
  milestonesAllowClosing,
  recurringRuleAllowsClosing,
  type RecurringRuleStatus,
  ROLES,
  type JobStatus,
  type MilestoneStatus,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import { JOB_COLUMNS, type JobRow } from './rows';

/** Readable names of the statuses, for 409 reasons. */
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  FRESH_JOB: 'fresh job',
  MEETING_JOB: 'meeting job',
  IN_DISCUSSION: 'in discussion',
  CONTRACT: 'contract',
  ENDED: 'ended',
  USER_CLOSED: 'closed by its owner',
  ADMIN_CLOSED: 'closed by an administrator',
};

/** Statuses a job is open in (proposals, invitations, edits). */
export const OPEN_JOB_STATUSES: readonly JobStatus[] = [
  JOB_STATUS.freshJob,
  JOB_STATUS.meetingJob,
  JOB_STATUS.inDiscussion,
  JOB_STATUS.contract,
];

export function isClosed(status: JobStatus): boolean {
  return CLOSED_JOB_STATUSES.includes(status);
}

export function jobNotFound(): HttpError {
  return new HttpError(404, API_ERROR_CODES.jobNotFound, 'No such job in this tenant');
}

export async function findJob(
  db: Queryable,
  tenantId: string,
  jobId: string,
  options: { forUpdate?: boolean } = {},
): Promise<JobRow | null> {
  const lock = options.forUpdate === true ? ' FOR UPDATE' : '';
  const result = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE tenant_id = $1 AND id = $2${lock}`,
    [tenantId, jobId],
  );
  return result.rows[0] ?? null;
}

/** The job, or 404 (another tenant's job is never found). */
export async function requireJob(
  db: Queryable,
  tenantId: string,
  jobId: string,
  options: { forUpdate?: boolean } = {},
): Promise<JobRow> {
  const job = await findJob(db, tenantId, jobId, options);
  if (job === null) throw jobNotFound();
  return job;
}

/**
 * A job the caller owns (the customer who posted it); administrators of the tenant pass too
 * when `allowAdmin`. Anyone else gets 404: whether the job exists is none of their business.
 */
export async function requireOwnedJob(
  db: Queryable,
  tenantId: string,
  jobId: string,
  caller: Caller,
  options: { forUpdate?: boolean; allowAdmin?: boolean } = {},
): Promise<JobRow> {
  const job = await requireJob(db, tenantId, jobId, options);
  const isAdmin = caller.role === ROLES.administrator && options.allowAdmin === true;
  if (job.customer_id !== caller.userId && !isAdmin) throw jobNotFound();
  return job;
}

/** 409 when the job is closed: closed jobs take no edits, proposals or invitations. */
export function assertOpen(job: Pick<JobRow, 'status'>, action: string): void {
  if (isClosed(job.status)) {
    throw httpErrors.conflict(
      `Cannot ${action}: the job is ${JOB_STATUS_LABELS[job.status]} (${job.status})`,
    );
  }
}

/**
 * Moves one job from one of `allowedFrom` to `to` (the row is locked for the transaction) and
 * answers the updated row; any other current status is 409 naming both.
 */
export async function transitionJob(
  tx: Queryable,
  tenantId: string,
  jobId: string,
  allowedFrom: readonly JobStatus[],
  to: JobStatus,
  extra: { found?: boolean | null } = {},
): Promise<JobRow> {
  const job = await requireJob(tx, tenantId, jobId, { forUpdate: true });
  if (!allowedFrom.includes(job.status)) {
    const from = allowedFrom.map((status) => JOB_STATUS_LABELS[status]).join(', ');
    throw httpErrors.conflict(
      `Cannot move the job from ${job.status} to ${to}: it is ${JOB_STATUS_LABELS[job.status]}, and only a job that is ${from} can become ${JOB_STATUS_LABELS[to]}`,
    );
  }
  const closing = isClosed(to);
  const result = await tx.query<JobRow>(
    `UPDATE jobs SET status = $3, last_modified = now(),
        closed_at = CASE WHEN $4 THEN now() ELSE NULL END,
        found = CASE WHEN $4 THEN $5::boolean ELSE found END
      WHERE tenant_id = $1 AND id = $2
      RETURNING ${JOB_COLUMNS}`,
    [tenantId, jobId, to, closing, extra.found ?? null],
  );
  const updated = result.rows[0];
  if (updated === undefined) throw jobNotFound();
  return updated;
}

/**
 * A job closes only when its milestones are proposed, pending or signed off, and its recurring
 * contracts proposed or ended (docs/jobs.md#job-states).
 */
export async function assertMilestonesAllowClosing(
  db: Queryable,
  tenantId: string,
  jobId: string,
): Promise<void> {
  const rules = await db.query<{ status: RecurringRuleStatus }>(
    'SELECT status FROM recurring_rules WHERE tenant_id = $1 AND job_id = $2',
    [tenantId, jobId],
  );
  if (rules.rows.some((rule) => !recurringRuleAllowsClosing(rule.status)))
    throw httpErrors.conflict(
      'Cannot close the job: its recurring contract is active or paused; end it first (a job closes only when its recurring contracts are proposed or ended)',
    );
  const result = await db.query<{ id: string; title: string; status: MilestoneStatus }>(
    'SELECT id, title, status FROM milestones WHERE tenant_id = $1 AND job_id = $2 ORDER BY position, id',
    [tenantId, jobId],
  );
  if (milestonesAllowClosing(result.rows)) return;
  const blocking = result.rows
    .filter((m) => !milestonesAllowClosing([m]))
    .map((m) => `"${m.title}"`)
    .join(', ');
  throw httpErrors.conflict(
    `Cannot close the job: milestones ${blocking} are paid, completed or awaiting payment; a job closes only when every milestone is proposed, pending or signed off`,
  );
}

/** Bumps last_modified (list order) after a change that did not go through transitionJob. */
export async function touchJob(db: Queryable, tenantId: string, jobId: string): Promise<void> {
  await db.query('UPDATE jobs SET last_modified = now() WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    jobId,
  ]);
}
