/**
 * POST /payment/invoices/participants: a milestone's invoices (one, or one per paid cycle of
 * ongoing work) with both parties' names and addresses (docs/payments.md#invoices).
 */
import {
  endpoints,
  ZInvoiceParticipantsBody,
  ZInvoiceParticipantsResponse,
  type InvoiceParticipantsResponse,
} from '@mp/contracts';
import type { Queryable, SqlParam } from '../../db/types';
import { definePrivateRoute, type Caller } from '../../http/route';
import { requireMilestone } from '../milestones';
import { invoiceErrors, readableBy } from './access';
import { INVOICE_COLUMNS, toInvoiceWithParties, type InvoiceRow } from './rows';

export async function invoicesOfMilestone(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  target: { jobId: string; milestoneId: string },
): Promise<InvoiceParticipantsResponse> {
  // A milestone of another's contract is not found, as for every milestone call.
  const { milestone } = await requireMilestone(db, tenantId, caller, target.milestoneId, {
    jobId: target.jobId,
  });
  const params: SqlParam[] = [tenantId, milestone.id];
  const readable = readableBy(caller, params);
  const result = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices
      WHERE tenant_id = $1 AND milestone_id = $2 AND ${readable} ORDER BY sequence`,
    params,
  );
  return { invoices: result.rows.map(toInvoiceWithParties) };
}

/**
 * The invoices of the caller's bookings of a product (as its customer or seller), optionally
 * only those shipped with one shipment option (docs/products.md#bookings): 404 when none.
 */
async function invoicesOfProduct(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  target: { productId: string; shipmentFeeId?: string | undefined },
): Promise<InvoiceParticipantsResponse> {
  const params: SqlParam[] = [tenantId, caller.userId, target.productId];
  let shipped = '';
  if (target.shipmentFeeId !== undefined) {
    params.push(target.shipmentFeeId);
    shipped = ` AND b.shipment_fee_id = $${params.length}`;
  }
  const booked = await db.query<{ milestone_id: string }>(
    `SELECT b.milestone_id FROM bookings b
      WHERE b.tenant_id = $1 AND b.product_id = $3 AND (b.customer_id = $2 OR b.seller_id = $2)${shipped}`,
    params,
  );
  if (booked.rows.length === 0) throw invoiceErrors.productNotFound();
  const result = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices
      WHERE tenant_id = $1 AND milestone_id = ANY($2::text[]) ORDER BY sequence`,
    [tenantId, booked.rows.map((row) => row.milestone_id)],
  );
  return { invoices: result.rows.map(toInvoiceWithParties) };
}

export const getInvoiceParticipants = definePrivateRoute(endpoints.getInvoiceParticipants, {
  summary: "A milestone's invoices with both parties' names and addresses",
  description:
    "With {jobId, milestoneId}: the invoice of a paid milestone, or one per paid cycle of ongoing work (none before it is paid), with the customer and the freelancer as the invoice names them (name, and address as known when it was issued). Only the contract's parties and administrators; anyone else gets 404 MILESTONE_NOT_FOUND. With {productId, shipmentFeeId?}: the invoices of the caller's paid bookings of that product (as its customer or its seller; only those shipped with that option when shipmentFeeId is given); a product the caller booked or sold none of is 404 PRODUCT_NOT_FOUND naming body.productId (docs/products.md#bookings).",
  body: ZInvoiceParticipantsBody,
  response: ZInvoiceParticipantsResponse,
  handler: async ({ tenant, db, caller, body }) => {
    if ('productId' in body) return invoicesOfProduct(db, tenant.id, caller, body);
    return invoicesOfMilestone(db, tenant.id, caller, body);
  },
});
