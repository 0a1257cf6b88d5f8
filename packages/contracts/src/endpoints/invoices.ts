/**
 * Invoices (docs/payments.md#invoices): the caller's list, the invoices of a milestone with both
 * parties, and an invoice's PDF. Only the invoice's customer and freelancer, and the tenant's
 * administrators, read one.
 */
import type {
  ZInvoiceIdParams,
  ZInvoiceParticipantsBody,
  ZInvoiceParticipantsResponse,
  ZInvoicePdfQuery,
  ZInvoicesPage,
  ZListInvoicesQuery,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const READERS = [ROLES.administrator, ROLES.freelancer, ROLES.customer] as const;

export const listInvoices = defineEndpoint<{
  query: typeof ZListInvoicesQuery;
  response: typeof ZInvoicesPage;
}>({
  operationId: 'listInvoices',
  domain: 'invoices',
  method: 'GET',
  path: '/payment/invoices',
  access: READERS,
  errors: [],
});

export const getInvoiceParticipants = defineEndpoint<{
  body: typeof ZInvoiceParticipantsBody;
  response: typeof ZInvoiceParticipantsResponse;
}>({
  operationId: 'getInvoiceParticipants',
  domain: 'invoices',
  method: 'POST',
  path: '/payment/invoices/participants',
  access: READERS,
  errors: ['JOB_NOT_FOUND', 'MILESTONE_NOT_FOUND', 'PRODUCT_NOT_FOUND'],
});

export const getInvoicePdf = defineEndpoint<{
  params: typeof ZInvoiceIdParams;
  query: typeof ZInvoicePdfQuery;
}>({
  operationId: 'getInvoicePdf',
  domain: 'invoices',
  method: 'GET',
  path: '/payment/invoices/:invoiceId/pdf',
  access: READERS,
  returnsFile: true,
  errors: ['INVOICE_NOT_FOUND'],
});
