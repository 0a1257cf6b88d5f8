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

export const getInvoiceParticipants = definePrivateRoute(endpoints.getInvoiceParticipants, {
  summary: "A milestone's invoices with both parties' names and addresses",
  description:
    "With {jobId, milestoneId}: the invoice of a paid milestone, or one per paid cycle of ongoing work (none before it is paid), with the customer and the freelancer as the invoice names them (name, and address as known when it was issued). Only the contract's parties and administrators; anyone else gets 404 MILESTONE_NOT_FOUND. With {productId, shipmentFeeId?}: product invoices come with product sales, which this marketplace does not have yet, so every product is 404 PRODUCT_NOT_FOUND naming body.productId.",
  body: ZInvoiceParticipantsBody,
  response: ZInvoiceParticipantsResponse,
  handler: async ({ tenant, db, caller, body }) => {
    if ('productId' in body) throw invoiceErrors.productNotFound();
    return invoicesOfMilestone(db, tenant.id, caller, body);
  },
});
