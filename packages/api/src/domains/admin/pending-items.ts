/** What the admin domain asks of an administrator on their dashboard (docs/dashboard.md). */
import { ROLES, type DashboardItem } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import {
  personColumns,
  PENDING_ITEMS_LIMIT,
  toDashboardItem,
  type PendingItemRow,
} from '../../db/pending-item-rows';
import { USER_STATUS_DEACTIVATED } from '../users';
import { APPROVAL_STATUS_CONDITION } from './customers';

/** Active customers of the tenant waiting for an administrator's decision, newest first. */
export async function customersAwaitingApproval(
  db: Queryable,
  tenantId: string,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT u.id, u.created_at AS at, u.name AS title, NULL::text AS job_id,
            NULL::text AS job_title, ${personColumns('u')}, NULL::bigint AS amount,
            NULL::int AS count, NULL::text AS status
       FROM users u
      WHERE u.tenant_id = $1 AND u.role = $2 AND u.status <> $3
        AND ${APPROVAL_STATUS_CONDITION.pending}
      ORDER BY u.created_at DESC, u.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, ROLES.customer, USER_STATUS_DEACTIVATED],
  );
  return result.rows.map((row) =>
    toDashboardItem('customerApproval', row, '/dashboard#customer-approvals'),
  );
}
