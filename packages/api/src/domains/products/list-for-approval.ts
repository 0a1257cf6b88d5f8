import {
  PRODUCT_APPROVAL_STATUS,
  ZListProductsForApprovalQuery,
  ZProductsPage,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { pageOfProducts } from './page';
import { assertSellsProducts } from './store';

/** Code constants per queue status (never caller values). */
const QUEUE_CONDITION = {
  pending: `t.approval_status = '${PRODUCT_APPROVAL_STATUS.pending}'`,
  approved: `t.approval_status = '${PRODUCT_APPROVAL_STATUS.approvedByAdmin}'`,
  disapproved: `t.approval_status = '${PRODUCT_APPROVAL_STATUS.disapprovedByAdmin}'`,
  all: 't.approval_status IS NOT NULL',
} as const;

export const listProductsForApproval = definePrivateRoute(endpoints.listProductsForApproval, {
  summary: "The tenant's products by approval status, oldest submission first, in pages of 50",
  description:
    'Administrators only: the products queue beside the customer approvals. status: pending (default), approved, disapproved, all (every product that was ever submitted for approval). Pass lastEvaluatedKey back as `from` until it is absent. See docs/products.md#statuses.',
  query: ZListProductsForApprovalQuery,
  response: ZProductsPage,
  handler: async ({ tenant, db, caller, query }) => {
    assertSellsProducts(tenant, caller);
    return pageOfProducts(db, tenant, {
      where: ['t.tenant_id = $1', QUEUE_CONDITION[query.status ?? 'pending']],
      params: [tenant.id],
      // A disapproved product keeps the time it was submitted until it is submitted again.
      orderBy: 'submitted_at',
      direction: 'ASC',
      from: query.from,
      limit: query.limit,
    });
  },
});
