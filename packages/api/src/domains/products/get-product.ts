import { ZProduct, ZProductIdParams, ZProductNameParams, endpoints } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { definePublicRoute, type Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { findProduct, maySee, productErrors, productView, sellsProducts } from './store';

async function readProduct(
  db: Queryable,
  tenant: Tenant,
  caller: Caller | null,
  where: { id: string } | { uniqueName: string },
) {
  const field = 'id' in where ? 'params.productId' : 'params.uniqueName';
  if (!sellsProducts(tenant, caller)) throw productErrors.notFound(undefined, field);
  const row = await findProduct(db, tenant.id, where);
  if (row === null || !maySee(row, caller)) throw productErrors.notFound(undefined, field);
  return productView(tenant, row);
}

const WHO =
  'Anyone reads a live product; the seller and administrators read it in any state. Anything else (another tenant’s, a draft of someone else, a tenant without products) is 404 PRODUCT_NOT_FOUND. See docs/products.md#who-may-do-what.';

export const getProduct = definePublicRoute(endpoints.getProduct, {
  summary: 'Reads a product by its productId',
  description: WHO,
  params: ZProductIdParams,
  response: ZProduct,
  handler: async ({ tenant, db, caller, params }) =>
    readProduct(db, tenant, caller, { id: params.productId }),
});

export const getProductByName = definePublicRoute(endpoints.getProductByName, {
  summary: 'Reads a product by its uniqueName',
  description: WHO,
  params: ZProductNameParams,
  response: ZProduct,
  handler: async ({ tenant, db, caller, params }) =>
    readProduct(db, tenant, caller, { uniqueName: params.uniqueName }),
});
