/**
 * Dates and money of the invoices screens. Amounts are minor units of the invoice's own
 * currency (docs/payments.md#amounts), kept as issued even if the tenant's changes later.
 */
import { formatMoney, intlLocale } from '@mp/contracts';
import { formatDay } from '../milestones/dates';

export function formatInvoiceMoney(minor: number, currency: string, language: string): string {
  return formatMoney(minor, { currency, locale: language });
}

/** A rate given in percent, e.g. 20 → "20%" (en) or "20 %" (de). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/** The last day of a period that ends where the next begins. */
export function lastDay(periodEnd: string): string {
  const end = Date.parse(periodEnd);
  return Number.isNaN(end) ? '' : formatDay(new Date(end - 1).toISOString());
}
