import {
  PRODUCT_APPROVAL_STATUS,
  ZProduct,
  ZProductIdParams,
  ZRequestProductApprovalBody,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import type { ProductRow } from './rows';
import {
  PRODUCT_COLUMNS,
  SUBMIT_FAILED,
  assertSellsProducts,
  needsApproval,
  productView,
  requireOwnProduct,
} from './store';

export const requestProductApproval = definePrivateRoute(endpoints.requestProductApproval, {
  summary: 'Submits a draft product for sale: pending an administrator’s approval where needed',
  description:
    "The seller only (404 'Failed to submit product for admin approval' for anyone else). The product moves to the live list: PENDING when the tenant's adminApprovesProducts switch is on, otherwise needing no approval. A product already submitted is 409. It is bookable once approved and its seller is onboarded for payments. See docs/products.md#statuses.",
  params: ZProductIdParams,
  body: ZRequestProductApprovalBody,
  response: ZProduct,
  handler: async ({ tenant, db, caller, params }) => {
    assertSellsProducts(tenant, caller);
    return db.transaction(async (tx) => {
      const product = await requireOwnProduct(tx, caller, params.productId, SUBMIT_FAILED);
      if (product.stage === 'live') {
        throw httpErrors.conflict(SUBMIT_FAILED, [
          {
            path: 'params.productId',
            message:
              product.approval_status === PRODUCT_APPROVAL_STATUS.pending
                ? 'The product is already waiting for approval'
                : 'The product is already submitted',
          },
        ]);
      }
      const status = needsApproval(tenant, caller) ? PRODUCT_APPROVAL_STATUS.pending : null;
      const updated = await tx.query<ProductRow>(
        `UPDATE products t SET stage = 'live', approval_status = $3, approval_reason = NULL,
                approval_decided_at = NULL, approval_decided_by = NULL, submitted_at = now(),
                last_modified = now()
          WHERE t.tenant_id = $1 AND t.id = $2
          RETURNING ${PRODUCT_COLUMNS}`,
        [tenant.id, product.id, status],
      );
      return productView(tenant, updated.rows[0]!);
    });
  },
});
