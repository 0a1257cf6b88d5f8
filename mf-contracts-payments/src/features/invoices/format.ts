/**
 * Money and periods of the invoices screens. Amounts are minor units of the invoice's own
 * currency (docs/payments.md#amounts), kept as issued even if the tenant's changes later.
 */
import { formatMoney } from '@mp/contracts';

export function formatInvoiceMoney(minor: number, currency: string, language: string): string {
  return formatMoney(minor, { currency, locale: language });
}

/** The last instant of a period that ends where the next begins (its day is the last day). */
export function lastDay(periodEnd: string): string {
  const end = Date.parse(periodEnd);
  return Number.isNaN(end) ? '' : new Date(end - 1).toISOString();
}
