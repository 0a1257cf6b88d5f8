/**
 * The invoices domain's public module (docs/payments.md#invoices): issuing the invoice of a
 * succeeded charge, in the transaction that settles it; the PDF fonts (with Cyrillic) and the
 * choice of a PDF's language, which the generated CV shares. Its routes are the registry's.
 */
export { issueInvoiceForCharge, type FeeTerms, type InvoicedCharge } from './issue';
export { invoiceFonts, type InvoiceFonts } from './pdf/fonts';
export { invoiceLanguage } from './pdf/language';
