/** GET /payment/invoices/{invoiceId}/pdf: an invoice as a PDF file (docs/payments.md#invoices). */
import { Readable } from 'node:stream';
import { endpoints, ZInvoiceIdParams, ZInvoicePdfQuery } from '@mp/contracts';
import { z } from 'zod';
import { FileReply } from '../../http/file-reply';
import { definePrivateRoute } from '../../http/route';
import { requireReadableInvoice } from './access';
import { invoiceLanguage } from './pdf/language';
import { renderInvoicePdf } from './pdf/render';

const ZPdfBytes = z
  .custom<FileReply>((value) => value instanceof FileReply, 'Expected file bytes')
  .meta({ description: 'The invoice as application/pdf' });

export const getInvoicePdf = definePrivateRoute(endpoints.getInvoicePdf, {
  summary: 'Downloads an invoice as a PDF, in the reader’s language',
  description:
    "Only the invoice's customer and freelancer, and the tenant's administrators; anyone else, and every other tenant, gets 404 INVOICE_NOT_FOUND. The language is `lng` (en, ua, de), else the first of Accept-Language invoices are written in, else the tenant's default language, else English.",
  params: ZInvoiceIdParams,
  query: ZInvoicePdfQuery,
  response: ZPdfBytes,
  handler: async ({ tenant, db, caller, params, query, request }) => {
    const invoice = await requireReadableInvoice(db, tenant.id, caller, params.invoiceId);
    const language = invoiceLanguage({
      lng: query.lng,
      acceptLanguage: request.acceptLanguage,
      tenantDefault: tenant.settings.defaultLocale,
    });
    const pdf = await renderInvoicePdf(invoice, { tenantName: tenant.name, language });
    return new FileReply(Readable.from([pdf]), {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
      'content-language': language === 'ua' ? 'uk' : language,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  },
});
