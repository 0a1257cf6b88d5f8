/** What the messaging domain asks of a user on their dashboard (docs/dashboard.md). */
import { ROLES, type DashboardItem } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import {
  pathWith,
  personColumns,
  PENDING_ITEMS_LIMIT,
  toDashboardItem,
  type PendingItemRow,
} from '../../db/pending-item-rows';

/** The user's conversations with unread messages, the latest message first. */
export async function unreadConversationsOf(
  db: Queryable,
  tenantId: string,
  userId: string,
  role: number,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT c.id, unread.latest AS at, o.name AS title, j.id AS job_id,
            j.title AS job_title, ${personColumns('o')}, NULL::bigint AS amount,
            unread.n AS count, NULL::text AS status
       FROM channels c
       JOIN LATERAL (SELECT count(*)::int AS n, max(m.created_at) AS latest FROM messages m
                      WHERE m.tenant_id = c.tenant_id AND m.channel_id = c.id
                        AND m.recipient_id = $2 AND m.read_at IS NULL) unread ON unread.n > 0
       JOIN users o ON o.tenant_id = c.tenant_id
        AND o.id = CASE WHEN c.customer_id = $2 THEN c.freelancer_id ELSE c.customer_id END
       LEFT JOIN jobs j ON j.tenant_id = c.tenant_id AND j.id = c.job_id
      WHERE c.tenant_id = $1 AND (c.customer_id = $2 OR c.freelancer_id = $2)
      ORDER BY unread.latest DESC, c.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, userId],
  );
  const inbox = role === ROLES.customer ? '/customer/inbox/' : '/freelancer/inbox/';
  return result.rows.map((row) =>
    toDashboardItem('unreadConversation', row, pathWith(inbox, row.id)),
  );
}
