import { ZDeletedProduct, ZProductIdParams, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { DELETE_FAILED, assertSellsProducts, requireOwnProduct } from './store';

export const deleteProduct = definePrivateRoute(endpoints.deleteProduct, {
  summary: 'Deletes one of the signed-in freelancer’s products',
  description:
    "The seller only; anyone else's product, or none, is 404 PRODUCT_NOT_FOUND 'Failed to delete product'. Its uploaded files stay the seller's. See docs/products.md.",
  params: ZProductIdParams,
  response: ZDeletedProduct,
  handler: async ({ tenant, db, caller, params }) => {
    assertSellsProducts(tenant, caller);
    return db.transaction(async (tx) => {
      const product = await requireOwnProduct(tx, caller, params.productId, DELETE_FAILED);
      await tx.query('DELETE FROM products WHERE tenant_id = $1 AND id = $2', [
        tenant.id,
        product.id,
      ]);
      return { productId: product.id, deleted: true as const };
    });
  },
});
