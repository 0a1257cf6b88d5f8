/**
 * Numbers, money and dates as an invoice's reader writes them, by the formatting module of
 * @mp/contracts (docs/formatting.md); the caller loads the language's dates first
 * (`loadDateLocale`).
 */
import {
  formatCalendarDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type InvoiceLanguage,
} from '@mp/contracts';

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
  return {
    money: (minor) => formatMoney(minor, { currency, locale: language }),
    percent: (value) => formatPercent(value, language),
    rate: (fraction) => formatPercent(fraction * 100, language),
    quantity: (value) => formatNumber(Math.round(value * 100) / 100, language),
    date: (iso) => formatCalendarDate(iso, language),
  };
}
