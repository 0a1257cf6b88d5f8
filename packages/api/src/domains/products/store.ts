/** Finding products for a caller, and the answers products give (docs/products.md#who-may-do-what). */
import {
  API_ERROR_CODES,
  FEATURES,
  ROLES,
  evaluateFeature,
  isRemoteEnabled,
  type RemoteName,
  type FieldError,
  type Product,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { tenantCurrency } from '../payments';
import { productColumns, toProduct, type ProductRow } from './rows';

const PRODUCTS_REMOTE: RemoteName = 'mf_products';

export const DELETE_FAILED = 'Failed to delete product';
export const SUBMIT_FAILED = 'Failed to submit product for admin approval';

export const productErrors = {
  notFound: (message = 'No such product', field = 'params.productId') =>
    new HttpError(404, API_ERROR_CODES.productNotFound, message, [
      { path: field, message: 'No such product you may see or change' },
    ]),
  notSold: () =>
    httpErrors.forbidden('Products are not sold on this marketplace (the products area is off)'),
  invalidInput: (message: string, fields: FieldError[]) =>
    httpErrors.unprocessable(message, fields),
};

/**
 * Whether the tenant sells products at all: its products area is on for this viewer (on unless
 * its switch exists and is off, as the shell reads remote switches; docs/tenants.md).
 */
export function sellsProducts(tenant: Tenant, caller: Caller | null): boolean {
  return isRemoteEnabled(tenant.features, PRODUCTS_REMOTE, {
    tenantId: tenant.id,
    role: caller?.role ?? null,
    freelancerRole: caller?.freelancerRole ?? null,
  });
}

export function assertSellsProducts(tenant: Tenant, caller: Caller | null): void {
  if (!sellsProducts(tenant, caller)) throw productErrors.notSold();
}

/** Submitting needs an administrator's approval on this tenant (switch adminApprovesProducts). */
export function needsApproval(tenant: Tenant, caller: Caller): boolean {
  return evaluateFeature(tenant.features, FEATURES.adminApprovesProducts, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  }).enabled;
}

export const PRODUCT_COLUMNS = productColumns('t');

export async function findProduct(
  db: Queryable,
  tenantId: string,
  where: { id: string } | { uniqueName: string },
  options: { forUpdate?: boolean } = {},
): Promise<ProductRow | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['unique_name', where.uniqueName];
  const lock = options.forUpdate === true ? ' FOR UPDATE' : '';
  const result = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products t WHERE t.tenant_id = $1 AND t.${column} = $2${lock}`,
    [tenantId, value],
  );
  return result.rows[0] ?? null;
}

/** The caller's own product (locked for the change), or 404 with the failing call's message. */
export async function requireOwnProduct(
  db: Queryable,
  caller: Caller,
  productId: string,
  message?: string,
): Promise<ProductRow> {
  const row = await findProduct(db, caller.tenantId, { id: productId }, { forUpdate: true });
  if (row === null || row.author_id !== caller.userId) throw productErrors.notFound(message);
  return row;
}

/** Anyone sees a live product; the seller and administrators see theirs in any state. */
export function maySee(row: ProductRow, caller: Caller | null): boolean {
  if (row.is_live) return true;
  if (caller === null) return false;
  return caller.role === ROLES.administrator || row.author_id === caller.userId;
}

export function productView(tenant: Tenant, row: ProductRow): Product {
  return toProduct(row, tenantCurrency(tenant));
}
