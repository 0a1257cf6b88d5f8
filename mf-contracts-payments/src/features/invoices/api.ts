import {
  getInvoicePdf,
  listInvoices,
  type ApiClient,
  type InvoiceLanguage,
  type InvoicesPage,
} from '@mp/contracts';
import type { InvoiceFilters } from './filters';

/** One page of the caller's invoices under the filters; `from` is the previous page's key. */
export function fetchInvoices(
  http: ApiClient,
  filters: InvoiceFilters,
  from: string | undefined,
  signal?: AbortSignal,
): Promise<InvoicesPage> {
  return http.call(listInvoices, {
    query: {
      jobId: filters.jobId || undefined,
      since: filters.since || undefined,
      until: filters.until || undefined,
      from,
    },
    signal,
  });
}

/** The invoice's PDF, in the language asked for (the API's choice without one). */
export function fetchInvoicePdf(
  http: ApiClient,
  invoiceId: string,
  lng: InvoiceLanguage | undefined,
): Promise<Blob> {
  return http.callFile(getInvoicePdf, { params: { invoiceId }, query: { lng } });
}
