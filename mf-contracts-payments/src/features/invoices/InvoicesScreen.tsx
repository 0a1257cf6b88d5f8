import { Link, useSearchParams } from '@mp/router';
import { AreaPage, LoadStatus, useSitePath } from '@mp/remote-kit';
import { Alert, Button, EmptyState } from '@mp/ui';
import {
  activeFilters,
  filtersFrom,
  NO_FILTERS,
  withFilters,
  type InvoiceFilters,
} from './filters';
import { errorText, useInvoicesT } from './i18n';
import { InvoiceFilterForm } from './InvoiceFilterForm';
import { InvoiceTable, type InvoiceSide } from './InvoiceTable';
import { useInvoicePages } from './useInvoicePages';
import './invoices.css';

export type InvoicesScreenVariant = 'customerInvoices' | 'freelancerInvoices';

function NoInvoices({
  side,
  filtered,
  onClear,
}: {
  side: InvoiceSide;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useInvoicesT();
  const sitePath = useSitePath();
  if (!filtered)
    return (
      <EmptyState
        title={t('empty.title')}
        description={t(`empty.${side}`)}
        action={
          <Link className="mp-button mp-button--primary" to={sitePath(`/${side}/manage`)}>
            {t(`empty.action.${side}`)}
          </Link>
        }
      />
    );
  return (
    <EmptyState
      title={t('empty.filteredTitle')}
      description={t('empty.filtered')}
      action={
        <Button variant="secondary" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      }
    />
  );
}

/** The caller's invoices (a customer's paid, a freelancer's paid to them), filters and paging. */
function Invoices({ side }: { side: InvoiceSide }) {
  const { t } = useInvoicesT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { load, more, loadMore } = useInvoicePages(filters);
  const apply = (next: InvoiceFilters) => setParams(withFilters(params, next));

  return (
    <div className="mp-invoices">
      <InvoiceFilterForm filters={filters} jobs={load.data?.jobs ?? []} onApply={apply} />
      <LoadStatus
        load={load}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        errorMessage={(error) => errorText(t, error)}
        retryLabel={t('retry')}
        isEmpty={(data) => data.invoices.length === 0}
        empty={
          <NoInvoices
            side={side}
            filtered={activeFilters(filters) > 0}
            onClear={() => apply(NO_FILTERS)}
          />
        }
      >
        {(data) => (
          <>
            <InvoiceTable invoices={data.invoices} side={side} />
            {data.lastEvaluatedKey !== undefined && (
              <div className="mp-invoices__more">
                <Button
                  variant="secondary"
                  loading={more.loading}
                  loadingLabel={t('list.loadingMore')}
                  onClick={() => void loadMore()}
                >
                  {t('list.more')}
                </Button>
              </div>
            )}
            {more.failed && <Alert type="error">{t('list.moreFailed')}</Alert>}
          </>
        )}
      </LoadStatus>
    </div>
  );
}

export function InvoicesScreen({ variant }: { variant: InvoicesScreenVariant }) {
  return (
    <AreaPage screen={variant}>
      <Invoices side={variant === 'customerInvoices' ? 'customer' : 'freelancer'} />
    </AreaPage>
  );
}
