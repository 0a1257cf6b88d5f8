/**
 * The freelancers of jobs as the job views show them: who proposed (with the proposal as the
 * viewer may see it, and a sent proposal's milestones) or was invited.
 */
import {
  PROPOSAL_STATUS,
  ROLES,
  type MilestoneStatus,
  type ProposalMilestoneSummary,
  type PublicProfile,
} from '@mp/contracts';
import { isoTimeOrNull } from '../../db/time';
import type { Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { publicProfileFor, USER_COLUMNS, USER_STATUS_DEACTIVATED, type UserRow } from '../users';
import { proposalsOfJobs, proposalViewFor, type ProposalRow } from './job-proposals';
import type { FreelancerEntry } from './rows';

/** What a job's view shows of a sent proposal's milestones, by proposal id. */
interface MilestoneSummaryRow {
  proposal_id: string;
  id: string;
  title: string;
  amount: number;
  due_date: Date | string | null;
  status: MilestoneStatus;
}

async function milestonesOfProposals(
  db: Queryable,
  tenantId: string,
  proposalIds: readonly string[],
): Promise<Map<string, MilestoneSummaryRow[]>> {
  const grouped = new Map<string, MilestoneSummaryRow[]>();
  if (proposalIds.length === 0) return grouped;
  const result = await db.query<MilestoneSummaryRow>(
    `SELECT proposal_id, id, title, amount, due_date, status FROM milestones
      WHERE tenant_id = $1 AND proposal_id = ANY($2::text[]) ORDER BY position, created_at, id`,
    [tenantId, proposalIds],
  );
  for (const row of result.rows) {
    grouped.set(row.proposal_id, [...(grouped.get(row.proposal_id) ?? []), row]);
  }
  return grouped;
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
