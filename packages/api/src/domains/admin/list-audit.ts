import { endpoints, ZAuditPage, ZAuditQuery } from '@mp/contracts';
import { listAuditEntries } from '../../audit';
import { definePrivateRoute } from '../../http/route';

const DEFAULT_PAGE_SIZE = 50;

export const listAudit = definePrivateRoute(endpoints.listAuditEntries, {
  summary: "The tenant's audit trail of administrators' writes, newest first",
  description:
    "docs/admin.md#audit-trail. Administrators only; only their own tenant's entries. Each entry names the administrator (actor), the time, the action (customer.approve, customer.decline, product.approve, product.disapprove, dispute.resolve, review.hide, tenantConfig.publish, tenantConfig.rollback), the target (type and id) and the target before and after as JSON. page from 1, pageSize up to 100 (default 50); filtered by action, actorId and the days from/to (UTC, both included; to before from is a 400 naming query.to); total counts every matching entry.",
  query: ZAuditQuery,
  response: ZAuditPage,
  handler: ({ db, tenant, query }) =>
    listAuditEntries(
      db,
      tenant.id,
      {
        page: query.page ?? 1,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      },
      { action: query.action, actorId: query.actorId, from: query.from, to: query.to },
    ),
});
