import {
  PRODUCT_APPROVAL_STATUS,
  ZProduct,
  ZProductApprovalBody,
  ZProductIdParams,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import type { ProductRow } from './rows';
import {
  PRODUCT_COLUMNS,
  assertSellsProducts,
  findProduct,
  productErrors,
  productView,
} from './store';

export const decideProductApproval = definePrivateRoute(endpoints.decideProductApproval, {
  summary: 'Approves (approved: true) or disapproves (approved: false, with a reason) a product',
  description:
    "Administrators only, on a product waiting for approval (409 otherwise). Approved, it is live once its seller is onboarded for payments; disapproved, it goes back to the seller's drafts with the reason. See docs/products.md#statuses.",
  params: ZProductIdParams,
  body: ZProductApprovalBody,
  response: ZProduct,
  handler: async ({ tenant, db, caller, params, body, audit }) => {
    assertSellsProducts(tenant, caller);
    return db.transaction(async (tx) => {
      const product = await findProduct(
        tx,
        tenant.id,
        { id: params.productId },
        { forUpdate: true },
      );
      if (product === null) throw productErrors.notFound();
      if (product.approval_status !== PRODUCT_APPROVAL_STATUS.pending) {
        throw httpErrors.conflict('Only a product waiting for approval can be decided', [
          { path: 'params.productId', message: 'The product is not waiting for approval' },
        ]);
      }
      const [stage, status, reason] = body.approved
        ? ['live', PRODUCT_APPROVAL_STATUS.approvedByAdmin, body.reason || null]
        : ['draft', PRODUCT_APPROVAL_STATUS.disapprovedByAdmin, body.reason ?? null];
      const updated = await tx.query<ProductRow>(
        `UPDATE products t SET stage = $3, approval_status = $4, approval_reason = $5,
                approval_decided_at = now(), approval_decided_by = $6, last_modified = now()
          WHERE t.tenant_id = $1 AND t.id = $2
          RETURNING ${PRODUCT_COLUMNS}`,
        [tenant.id, product.id, stage, status, reason, caller.userId],
      );
      const after = productView(tenant, updated.rows[0]!);
      await audit.record(tx, {
        tenantId: tenant.id,
        actorId: caller.userId,
        action: body.approved ? 'product.approve' : 'product.disapprove',
        targetType: 'product',
        targetId: product.id,
        before: productView(tenant, product),
        after,
      });
      return after;
    });
  },
});
