/** What the jobs domain asks of a user on their dashboard (docs/dashboard.md). */
import { JOB_STATUS, type DashboardItem } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import {
  pathWith,
  personColumns,
  PENDING_ITEMS_LIMIT,
  toDashboardItem,
  type PendingItemRow,
} from '../../db/pending-item-rows';

const NO_EXTRAS =
  'NULL::text AS job_title, NULL::bigint AS amount, NULL::int AS count, NULL::text AS status';

/** The customer's fresh jobs no freelancer has sent a proposal to yet, newest first. */
export async function jobsWithoutProposals(
  db: Queryable,
  tenantId: string,
  customerId: string,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT j.id, j.created_at AS at, j.title, j.id AS job_id, NULL::text AS person_id,
            NULL::text AS person_name, NULL::text AS person_picture, ${NO_EXTRAS}
       FROM jobs j
      WHERE j.tenant_id = $1 AND j.customer_id = $2 AND j.root_job_id IS NULL
        AND j.status = $3
        AND NOT EXISTS (SELECT 1 FROM proposals p
                         WHERE p.tenant_id = j.tenant_id AND p.job_id = j.id AND p.status >= 4)
      ORDER BY j.created_at DESC, j.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, customerId, JOB_STATUS.freshJob],
  );
  return result.rows.map((row) =>
    toDashboardItem(
      'jobWithoutProposals',
      row,
      pathWith('/customer/list-all-proposals?jobId=', row.id),
    ),
  );
}

/** Invitations the freelancer has not answered, to jobs still open, newest first. */
export async function openInvitationsOf(
  db: Queryable,
  tenantId: string,
  freelancerId: string,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT i.job_id AS id, i.created_at AS at, j.title, j.id AS job_id, ${personColumns('c')},
            ${NO_EXTRAS}
       FROM job_invitations i
       JOIN jobs j ON j.tenant_id = i.tenant_id AND j.id = i.job_id
       JOIN users c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
      WHERE i.tenant_id = $1 AND i.freelancer_id = $2 AND i.status = 'SENT'
        AND j.status = ANY($3::text[])
        AND NOT EXISTS (SELECT 1 FROM proposals p WHERE p.tenant_id = i.tenant_id
                          AND p.job_id = i.job_id AND p.freelancer_id = i.freelancer_id
                          AND p.status >= 4)
      ORDER BY i.created_at DESC, i.job_id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, freelancerId, [JOB_STATUS.freshJob, JOB_STATUS.meetingJob, JOB_STATUS.inDiscussion]],
  );
  return result.rows.map((row) =>
    toDashboardItem('invitation', row, pathWith('/freelancer/search-jobs?jobId=', row.id)),
  );
}
