import { useState } from 'react';
import type { InvoiceView } from '@mp/contracts';
import { saveAs, useApi } from '@mp/remote-kit';
import { fetchInvoicePdf } from './api';
import { pdfLanguage, useInvoicesT } from './i18n';

/** Downloads an invoice's PDF in the language on screen; one at a time per invoice. */
export function useInvoiceDownload() {
  const http = useApi();
  const { language } = useInvoicesT();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failed, setFailed] = useState<InvoiceView | null>(null);

  const download = async (invoice: InvoiceView) => {
    setFailed(null);
    setBusyId(invoice.invoiceId);
    try {
      const pdf = await fetchInvoicePdf(http, invoice.invoiceId, pdfLanguage(language));
      saveAs(pdf, `invoice-${invoice.number}.pdf`);
    } catch (error) {
      console.error('[mf-contracts-payments] invoice download failed', error);
      setFailed(invoice);
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, failed, download };
}
