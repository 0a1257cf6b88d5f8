/** What the products domain asks of an administrator on their dashboard (docs/dashboard.md). */
import { PRODUCT_APPROVAL_STATUS, type DashboardItem } from '@mp/contracts';
import type { Caller } from '../../http/route';
import type { Queryable } from '../../db/types';
import {
  personColumns,
  PENDING_ITEMS_LIMIT,
  toDashboardItem,
  type PendingItemRow,
} from '../../db/pending-item-rows';
import type { Tenant } from '../../tenancy';
import { sellsProducts } from './store';

/** Products submitted for approval and not yet decided, newest submission first. */
export async function productsAwaitingApproval(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
): Promise<DashboardItem[]> {
  if (!sellsProducts(tenant, caller)) return [];
  const result = await db.query<PendingItemRow>(
    `SELECT t.id, coalesce(t.submitted_at, t.created_at) AS at, t.title, NULL::text AS job_id,
            NULL::text AS job_title, ${personColumns('a')}, t.price AS amount,
            NULL::int AS count, NULL::text AS status
       FROM products t
       JOIN users a ON a.tenant_id = t.tenant_id AND a.id = t.author_id
      WHERE t.tenant_id = $1 AND t.approval_status = $2
      ORDER BY at DESC, t.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenant.id, PRODUCT_APPROVAL_STATUS.pending],
  );
  return result.rows.map((row) =>
    toDashboardItem('productApproval', row, '/dashboard#product-approvals'),
  );
}
