/**
 * Dates and money of the invoices screens. Amounts are minor units of the invoice's currency
 * (docs/payments.md#amounts); `formatInvoiceMoney` is this feature's one money formatter, to be
 * replaced by the shared money module when it lands.
 */

/**
 * Intl knows Ukrainian as `uk`; the product calls the language `ua`
 * (docs/shell.md#languages-and-dates).
 */
function intlLocale(language: string): string {
  return language === 'ua' ? 'uk' : language || 'en';
}

function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export function formatInvoiceMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    minor / 10 ** minorDigits(currency),
  );
}

/** A rate given in percent, e.g. 20 → "20%" (en) or "20 %" (de). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/** YYYY-MM-DD (the default date format, docs/shell.md#languages-and-dates). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The last day of a period that ends where the next begins. */
export function lastDay(periodEnd: string): string {
  const end = Date.parse(periodEnd);
  return Number.isNaN(end) ? '' : formatDay(new Date(end - 1).toISOString());
}
