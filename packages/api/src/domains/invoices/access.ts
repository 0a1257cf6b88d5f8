/**
 * Who reads an invoice (docs/payments.md#invoices): its customer and its freelancer, and the
 * tenant's administrators. Anyone else, and every other tenant, is told it does not exist.
 */
import { API_ERROR_CODES, ROLES } from '@mp/contracts';
import type { Queryable, SqlParam } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { INVOICE_COLUMNS, type InvoiceRow } from './rows';

export const invoiceErrors = {
  notFound: () =>
    new HttpError(404, API_ERROR_CODES.invoiceNotFound, 'No such invoice among yours', [
      { path: 'params.invoiceId', message: 'No such invoice among yours' },
    ]),
  productNotFound: () =>
    new HttpError(404, API_ERROR_CODES.productNotFound, 'No booking of this product among yours', [
      { path: 'body.productId', message: 'No such product' },
    ]),
} as const;

/**
 * The SQL condition (on `invoices`) of the invoices the caller lists: a customer's are those
 * they paid, a freelancer's those paid to them, an administrator's all of the tenant's. Adds its
 * parameter to `params`.
 */
export function listedBy(caller: Caller, params: SqlParam[]): string {
  if (caller.role === ROLES.administrator) return 'TRUE';
  params.push(caller.userId);
  const column = caller.role === ROLES.customer ? 'customer_id' : 'freelancer_id';
  return `${column} = $${params.length}`;
}

/** The SQL condition of the invoices the caller may read: a party's own, or any for administrators. */
export function readableBy(caller: Caller, params: SqlParam[]): string {
  if (caller.role === ROLES.administrator) return 'TRUE';
  params.push(caller.userId);
  return `(customer_id = $${params.length} OR freelancer_id = $${params.length})`;
}

/** An invoice of this tenant the caller may read, or 404 INVOICE_NOT_FOUND. */
export async function requireReadableInvoice(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  invoiceId: string,
): Promise<InvoiceRow> {
  const params: SqlParam[] = [tenantId, invoiceId];
  const readable = readableBy(caller, params);
  const found = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE tenant_id = $1 AND id = $2 AND ${readable}`,
    params,
  );
  const invoice = found.rows[0];
  if (invoice === undefined) throw invoiceErrors.notFound();
  return invoice;
}
