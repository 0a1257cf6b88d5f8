import { randomUUID } from 'node:crypto';
import { ZCreateProductBody, ZProduct, endpoints } from '@mp/contracts';
import { toJson } from '../../db/types';
import { definePrivateRoute } from '../../http/route';
import { checkProductInput } from './input';
import { PRODUCT_COLUMNS, assertSellsProducts, productView } from './store';
import type { ProductRow } from './rows';
import { withUniqueName } from './unique-name';

export const createProduct = definePrivateRoute(endpoints.createProduct, {
  summary: 'Creates a draft product of the signed-in freelancer',
  description:
    "Freelancers only; 403 when the tenant's products area is off. Images and videos are the caller's own uploads of the allowed types (422 naming the file otherwise); serviceId is one of the tenant's services; uniqueName is unique in the tenant (409 naming it). Amounts are minor units of the tenant's currency. See docs/products.md.",
  body: ZCreateProductBody,
  response: ZProduct,
  handler: async ({ tenant, db, caller, body }) => {
    assertSellsProducts(tenant, caller);
    return db.transaction(async (tx) => {
      const refs = await checkProductInput(tx, caller, body, []);
      const id = randomUUID();
      await withUniqueName(() =>
        tx.query(
          `INSERT INTO products (tenant_id, id, author_id, unique_name, title, description, price,
              offer_price, credits, duration, shipment_options, service_id, images, videos,
              requires_survey)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13::jsonb,
              $14::jsonb, $15)`,
          [
            tenant.id,
            id,
            caller.userId,
            body.uniqueName,
            body.title,
            body.description,
            body.price,
            body.offerPrice,
            body.credits,
            body.duration,
            toJson(refs.shipmentOptions ?? []),
            body.serviceId,
            toJson(refs.images ?? []),
            toJson(refs.videos ?? []),
            body.requiresSurvey,
          ],
        ),
      );
      const created = await tx.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM products t WHERE t.tenant_id = $1 AND t.id = $2`,
        [tenant.id, id],
      );
      return productView(tenant, created.rows[0]!);
    });
  },
});
