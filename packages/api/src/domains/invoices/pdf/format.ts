/**
 * Numbers, money and dates as an invoice's reader writes them. Intl knows Ukrainian as `uk`; the
 * product calls the language `ua` (docs/shell.md#languages-and-dates).
 */
import { formatMoney, intlLocale, type InvoiceLanguage } from '@mp/contracts';

export interface InvoiceFormat {
  /** Minor units of the currency as money, e.g. 428 GBP → £4.28 (en), 4,28 GBP (ua), 4,28 £ (de). */
  money(minor: number): string;
  /** A percentage given in percent, e.g. 20 → 20%. */
  percent(value: number): string;
  /** A fraction as a percentage, e.g. 0.019 → 1.9%. */
  rate(fraction: number): string;
  quantity(value: number): string;
  date(iso: Date | string): string;
}

export function invoiceFormat(language: InvoiceLanguage, currency: string): InvoiceFormat {
  const locale = intlLocale(language);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (minor) => formatMoney(minor, { currency, locale: language }),
    percent: (value) => percent.format(value / 100),
    rate: (fraction) => percent.format(fraction),
    quantity: (value) => quantity.format(value),
    date: (iso) => date.format(iso instanceof Date ? iso : new Date(iso)),
  };
}
