import { useRef, useState } from 'react';
import type { InvoicesPage } from '@mp/contracts';
import { useApi, useLoad } from '@mp/remote-kit';
import { fetchInvoices } from './api';
import type { InvoiceFilters } from './filters';

/**
 * The caller's invoices under the filters: the first page on load (again whenever the filters
 * change), and the next ones appended by `loadMore`. A page that arrives after the filters
 * changed is dropped.
 */
export function useInvoicePages(filters: InvoiceFilters) {
  const http = useApi();
  const key = `${filters.jobId}|${filters.since}|${filters.until}`;
  const load = useLoad((signal) => fetchInvoices(http, filters, undefined, signal), key);
  const current = useRef(key);
  current.current = key;
  const [more, setMore] = useState({ loading: false, failed: false });

  const loadMore = async () => {
    const from = load.status === 'ready' ? load.data.lastEvaluatedKey : undefined;
    if (from === undefined || more.loading) return;
    const asked = key;
    setMore({ loading: true, failed: false });
    try {
      const page = await fetchInvoices(http, filters, from);
      if (current.current !== asked) return;
      load.update((data): InvoicesPage => ({
        ...page,
        invoices: [...data.invoices, ...page.invoices],
      }));
      setMore({ loading: false, failed: false });
    } catch (error) {
      console.error('[mf-contracts-payments] more invoices failed', error);
      setMore({ loading: false, failed: current.current === asked });
    }
  };

  return { load, more, loadMore };
}
