import { formatPercent, type InvoiceView } from '@mp/contracts';
import { Alert, Button } from '@mp/ui';
import { formatInvoiceMoney, lastDay } from './format';
import { useInvoicesT } from './i18n';
import { useInvoiceDownload } from './useInvoiceDownload';
import { useDates } from '@mp/remote-kit';

/** Whose name the list shows beside each invoice: the other party. */
export type InvoiceSide = 'customer' | 'freelancer';

function WorkCell({ invoice }: { invoice: InvoiceView }) {
  const { t } = useInvoicesT();
  const dates = useDates();
  const period = invoice.lines.find((line) => line.periodStart && line.periodEnd);
  return (
    <div className="mp-invoices__lines">
      <span>{invoice.jobTitle}</span>
      {invoice.milestoneTitle && (
        <span className="mp-invoices__muted">{invoice.milestoneTitle}</span>
      )}
      {period?.periodStart && period.periodEnd && (
        <span className="mp-invoices__muted">
          {t('list.period', {
            start: dates.calendar(period.periodStart),
            end: dates.calendar(lastDay(period.periodEnd)),
          })}
        </span>
      )}
    </div>
  );
}

function TaxCell({ invoice }: { invoice: InvoiceView }) {
  const { t, language } = useInvoicesT();
  const type = t(`list.taxTypes.${invoice.taxType}`);
  return (
    <div className="mp-invoices__lines">
      <span>{formatInvoiceMoney(invoice.tax, invoice.currency, language)}</span>
      <span className="mp-invoices__muted">
        {invoice.taxType === 'NONE'
          ? type
          : t('list.taxRate', { type, rate: formatPercent(invoice.taxRate, language) })}
      </span>
    </div>
  );
}

/**
 * The invoices with number, date, job and milestone, the other party, amount, fee, tax and
 * total, each with its PDF; stacked below 769 px.
 */
export function InvoiceTable({
  invoices,
  side,
}: {
  invoices: readonly InvoiceView[];
  side: InvoiceSide;
}) {
  const { t, language } = useInvoicesT();
  const dates = useDates();
  const { busyId, failed, download } = useInvoiceDownload();
  const counterpart = side === 'customer' ? 'freelancer' : 'customer';
  const money = (invoice: InvoiceView, minor: number) =>
    formatInvoiceMoney(minor, invoice.currency, language);
  return (
    <>
      {failed && <Alert type="error">{t('list.downloadFailed', { number: failed.number })}</Alert>}
      <table className="mp-invoices__table">
        <caption className="mp-visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.number')}</th>
            <th scope="col">{t('list.date')}</th>
            <th scope="col">{t('list.work')}</th>
            <th scope="col">{t(`list.${counterpart}`)}</th>
            <th scope="col">{t('list.amount')}</th>
            <th scope="col">{t('list.fee')}</th>
            <th scope="col">{t('list.tax')}</th>
            <th scope="col">{t('list.total')}</th>
            <th scope="col">
              <span className="mp-visually-hidden">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceId}>
              <th scope="row" data-label={t('list.number')}>
                {invoice.number}
              </th>
              <td data-label={t('list.date')}>{dates.calendar(invoice.issuedAt)}</td>
              <td data-label={t('list.work')}>
                <WorkCell invoice={invoice} />
              </td>
              <td data-label={t(`list.${counterpart}`)}>{invoice[counterpart].name}</td>
              <td data-label={t('list.amount')} className="mp-invoices__number">
                {money(invoice, invoice.amount)}
              </td>
              <td data-label={t('list.fee')} className="mp-invoices__number">
                {money(invoice, invoice.fee)}
              </td>
              <td data-label={t('list.tax')} className="mp-invoices__number">
                <TaxCell invoice={invoice} />
              </td>
              <td data-label={t('list.total')} className="mp-invoices__number mp-invoices__total">
                {money(invoice, invoice.total)}
              </td>
              <td className="mp-invoices__action">
                <Button
                  variant="secondary"
                  loading={busyId === invoice.invoiceId}
                  loadingLabel={t('list.downloading', { number: invoice.number })}
                  aria-label={t('list.downloadLabel', { number: invoice.number })}
                  onClick={() => void download(invoice)}
                >
                  {t('list.download')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
