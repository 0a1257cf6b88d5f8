/**
 * Loading jobs and moving them through the state machine of docs/jobs.md. Every query filters
 * by tenant first; illegal moves are 409 with a reason a person can read.
 */
import {
  API_ERROR_CODES,
  CLOSED_JOB_STATUSES,
  JOB_STATUS,
  milestonesAllowClosing,
  PROPOSAL_STATUS,
  ROLES,
  type JobStatus,
  type MilestoneStatus,
  type ProposalMilestoneSummary,
  type PublicProfile,
} from '@mp/contracts';
import { isoTimeOrNull } from '../../db/time';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { milestonesOfProposals } from '../proposals/milestones';
import { proposalsOfJobs, type ProposalRow } from '../proposals/rows';
import { proposalViewFor } from '../proposals/views';
import { USER_COLUMNS, USER_STATUS_DEACTIVATED, type UserRow } from '../users/store';
import { publicProfileFor } from '../users/visibility';
import { JOB_COLUMNS, type FreelancerEntry, type JobRow } from './rows';

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
 * A job closes only when its milestones are proposed, pending or signed off
 * (docs/jobs.md#job-states).
 */
export async function assertMilestonesAllowClosing(
  db: Queryable,
  tenantId: string,
  jobId: string,
): Promise<void> {
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

/** Which freelancer entries to load for jobs. */
export interface FreelancerFilter {
  /** Only this freelancer's entry. */
  freelancerId?: string;
  /** Only shortlisted proposals (invitees without a proposal are left out). */
  shortListedOnly?: boolean;
}

async function profilesOf(
  db: Queryable,
  tenant: Tenant,
  viewer: Caller | null,
  userIds: readonly string[],
): Promise<Map<string, PublicProfile>> {
  if (userIds.length === 0) return new Map();
  const result = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users
      WHERE tenant_id = $1 AND id = ANY($2::text[]) AND status <> ${USER_STATUS_DEACTIVATED}`,
    [tenant.id, [...new Set(userIds)]],
  );
  return new Map(result.rows.map((row) => [row.id, publicProfileFor(tenant, row, viewer)]));
}

/**
 * The milestones of the sent proposals the viewer may choose among: the job's customer, the
 * proposal's freelancer and administrators (drafts and rejections have none to choose).
 */
async function milestoneSummaries(
  db: Queryable,
  tenantId: string,
  viewer: Caller | null,
  proposals: readonly ProposalRow[],
): Promise<Map<string, ProposalMilestoneSummary[]>> {
  const summaries = new Map<string, ProposalMilestoneSummary[]>();
  const sent = proposals.filter((p) => p.status === PROPOSAL_STATUS.created);
  if (viewer === null || sent.length === 0) return summaries;
  const customers = await db.query<{ id: string; customer_id: string }>(
    'SELECT id, customer_id FROM jobs WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenantId, [...new Set(sent.map((p) => p.job_id))]],
  );
  const customerOf = new Map(customers.rows.map((row) => [row.id, row.customer_id]));
  const visible = sent.filter(
    (p) =>
      viewer.role === ROLES.administrator ||
      viewer.userId === p.freelancer_id ||
      viewer.userId === customerOf.get(p.job_id),
  );
  const rows = await milestonesOfProposals(
    db,
    tenantId,
    visible.map((p) => p.id),
  );
  for (const proposal of visible) {
    summaries.set(
      proposal.id,
      (rows.get(proposal.id) ?? []).map((m) => ({
        milestoneId: m.id,
        title: m.title,
        amount: m.amount,
        dueDate: isoTimeOrNull(m.due_date),
        status: m.status,
      })),
    );
  }
  return summaries;
}

/**
 * The freelancers of each job: proposers (with their proposal, oldest first), then invitees
 * without a proposal. Profiles are public views evaluated for the viewer.
 */
export async function freelancerEntries(
  db: Queryable,
  tenant: Tenant,
  viewer: Caller | null,
  jobIds: readonly string[],
  filter: FreelancerFilter = {},
): Promise<Map<string, FreelancerEntry[]>> {
  const entries = new Map<string, FreelancerEntry[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return entries;
  const wanted = (freelancerId: string) =>
    filter.freelancerId === undefined || filter.freelancerId === freelancerId;
  const proposals = (await proposalsOfJobs(db, tenant.id, jobIds)).filter(
    (p) => wanted(p.freelancer_id) && (filter.shortListedOnly !== true || p.is_short_listed),
  );
  const invited =
    filter.shortListedOnly === true
      ? []
      : (
          await db.query<{ job_id: string; freelancer_id: string }>(
            `SELECT job_id, freelancer_id FROM job_invitations
              WHERE tenant_id = $1 AND job_id = ANY($2::text[]) ORDER BY created_at, freelancer_id`,
            [tenant.id, jobIds],
          )
        ).rows.filter((i) => wanted(i.freelancer_id));
  const profiles = await profilesOf(db, tenant, viewer, [
    ...proposals.map((p) => p.freelancer_id),
    ...invited.map((i) => i.freelancer_id),
  ]);
  const milestones = await milestoneSummaries(db, tenant.id, viewer, proposals);
  for (const row of proposals) {
    const profile = profiles.get(row.freelancer_id);
    if (profile === undefined) continue;
    const proposal = proposalViewFor(row, viewer?.userId ?? null);
    const own = milestones.get(row.id);
    entries
      .get(row.job_id)
      ?.push(own === undefined ? { profile, proposal } : { profile, proposal, milestones: own });
  }
  for (const row of invited) {
    const list = entries.get(row.job_id);
    const profile = profiles.get(row.freelancer_id);
    if (list === undefined || profile === undefined) continue;
    if (list.some((entry) => entry.profile.userId === row.freelancer_id)) continue;
    list.push({ profile, proposal: null });
  }
  return entries;
}

/** Whether the freelancer has a proposal on, or an invitation to, the job. */
export async function isInvolvedFreelancer(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
): Promise<boolean> {
  const result = await db.query<{ found: number }>(
    `SELECT 1 AS found FROM proposals WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3
     UNION ALL
     SELECT 1 AS found FROM job_invitations WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3`,
    [tenantId, jobId, freelancerId],
  );
  return result.rows.length > 0;
}

/** Bumps last_modified (list order) after a change that did not go through transitionJob. */
export async function touchJob(db: Queryable, tenantId: string, jobId: string): Promise<void> {
  await db.query('UPDATE jobs SET last_modified = now() WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    jobId,
  ]);
}
