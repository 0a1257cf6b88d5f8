import { ZEditProductBody, ZProduct, ZProductIdParams, endpoints } from '@mp/contracts';
import { toJson, type SqlParam } from '../../db/types';
import { definePrivateRoute } from '../../http/route';
import { checkProductInput } from './input';
import {
  PRODUCT_COLUMNS,
  assertSellsProducts,
  productErrors,
  productView,
  requireOwnProduct,
} from './store';
import type { ProductRow } from './rows';
import { withUniqueName } from './unique-name';

/** Body fields and their columns; JSON columns are cast. */
const COLUMNS = {
  uniqueName: 'unique_name',
  title: 'title',
  description: 'description',
  price: 'price',
  offerPrice: 'offer_price',
  credits: 'credits',
  duration: 'duration',
  serviceId: 'service_id',
  requiresSurvey: 'requires_survey',
} as const;

export const editProduct = definePrivateRoute(endpoints.editProduct, {
  summary: 'Changes the fields sent of one of the signed-in freelancer’s products',
  description:
    'The seller only (404 PRODUCT_NOT_FOUND for anyone else). Editing a submitted product sends it back to the drafts, to be submitted (and approved) again. The offer price stays below the price (422 naming body.offerPrice). See docs/products.md#statuses.',
  params: ZProductIdParams,
  body: ZEditProductBody,
  response: ZProduct,
  handler: async ({ tenant, db, caller, params, body }) => {
    assertSellsProducts(tenant, caller);
    return db.transaction(async (tx) => {
      const current = await requireOwnProduct(tx, caller, params.productId);
      const price = body.price ?? Number(current.price);
      const offerPrice = body.offerPrice === undefined ? current.offer_price : body.offerPrice;
      if (offerPrice !== null && Number(offerPrice) >= price) {
        throw productErrors.invalidInput('The offer price must be below the price', [
          { path: 'body.offerPrice', message: 'The offer price must be below the price' },
        ]);
      }
      const refs = await checkProductInput(tx, caller, body, current.shipment_options);
      const values: SqlParam[] = [tenant.id, current.id];
      const sets: string[] = [];
      const set = (column: string, value: SqlParam, cast = '') => {
        values.push(value);
        sets.push(`${column} = $${values.length}${cast}`);
      };
      for (const [field, column] of Object.entries(COLUMNS)) {
        const value = body[field as keyof typeof COLUMNS];
        if (value !== undefined) set(column, value);
      }
      if (refs.images !== undefined) set('images', toJson(refs.images), '::jsonb');
      if (refs.videos !== undefined) set('videos', toJson(refs.videos), '::jsonb');
      if (refs.shipmentOptions !== undefined)
        set('shipment_options', toJson(refs.shipmentOptions), '::jsonb');
      // What an administrator approved is what customers see: a change is reviewed again.
      if (current.stage === 'live') {
        sets.push(`stage = 'draft', approval_status = NULL, approval_reason = NULL,
          approval_decided_at = NULL, approval_decided_by = NULL, submitted_at = NULL`);
      }
      await withUniqueName(() =>
        tx.query(
          `UPDATE products SET ${sets.join(', ')}, last_modified = now()
            WHERE tenant_id = $1 AND id = $2`,
          values,
        ),
      );
      const updated = await tx.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM products t WHERE t.tenant_id = $1 AND t.id = $2`,
        [tenant.id, current.id],
      );
      return productView(tenant, updated.rows[0]!);
    });
  },
});
