/** What the proposals domain asks of a user on their dashboard (docs/dashboard.md). */
import type { DashboardItem } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import {
  pathWith,
  personColumns,
  PENDING_ITEMS_LIMIT,
  toDashboardItem,
  type PendingItemRow,
} from '../../db/pending-item-rows';

/** Stored status of a sent proposal (docs/proposals.md#statuses-both-readings-one-mapping). */
const SENT = 4;

const PROPOSAL_ITEM_COLUMNS = `p.id, p.offer_sent_at AS at, j.title, j.id AS job_id,
  NULL::text AS job_title, NULL::bigint AS amount, NULL::int AS count, NULL::text AS status`;

const WAITING = `p.status = ${SENT} AND p.accepted_at IS NULL AND p.offer_sent_at IS NOT NULL
  AND j.status NOT IN ('ENDED', 'USER_CLOSED', 'ADMIN_CLOSED')`;

/** Sent proposals on the customer's open jobs the customer has not answered, newest first. */
export async function proposalsAwaitingCustomer(
  db: Queryable,
  tenantId: string,
  customerId: string,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT ${PROPOSAL_ITEM_COLUMNS}, ${personColumns('f')}
       FROM proposals p
       JOIN jobs j ON j.tenant_id = p.tenant_id AND j.id = p.job_id
       JOIN users f ON f.tenant_id = p.tenant_id AND f.id = p.freelancer_id
      WHERE p.tenant_id = $1 AND j.customer_id = $2 AND ${WAITING}
      ORDER BY p.offer_sent_at DESC, p.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, customerId],
  );
  return result.rows.map((row) =>
    toDashboardItem(
      'proposalReceived',
      row,
      pathWith('/customer/list-all-proposals?jobId=', row.job_id ?? ''),
    ),
  );
}

/** The freelancer's sent proposals the customer has not answered yet, newest first. */
export async function proposalsAwaitingAnswerOf(
  db: Queryable,
  tenantId: string,
  freelancerId: string,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT ${PROPOSAL_ITEM_COLUMNS}, ${personColumns('c')}
       FROM proposals p
       JOIN jobs j ON j.tenant_id = p.tenant_id AND j.id = p.job_id
       JOIN users c ON c.tenant_id = j.tenant_id AND c.id = j.customer_id
      WHERE p.tenant_id = $1 AND p.freelancer_id = $2 AND ${WAITING}
      ORDER BY p.offer_sent_at DESC, p.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, freelancerId],
  );
  return result.rows.map((row) =>
    toDashboardItem('proposalAwaitingAnswer', row, '/freelancer/proposals'),
  );
}
