/**
 * The invoices domain's public module (docs/payments.md#invoices): issuing the invoice of a
 * succeeded charge, in the transaction that settles it. Its routes are the registry's.
 */
export { issueInvoiceForCharge, type FeeTerms, type InvoicedCharge } from './issue';
