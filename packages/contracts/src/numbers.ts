/**
 * Plain numbers in the reader's language (docs/formatting.md#numbers): counts, percentages,
 * signed changes. Money has its own helpers (money.ts); like them these are zod- and dayjs-free,
 * so the home page can use them.
 */
import { intlLocale } from './money';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: string, style: 'count' | 'percent' | 'signed') {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const options: Intl.NumberFormatOptions =
      style === 'percent'
        ? { style: 'percent', maximumFractionDigits: 2 }
        : style === 'signed'
          ? { signDisplay: 'always' }
          : {};
    formatter = new Intl.NumberFormat(intlLocale(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A count: "12,500" (en), "12.500" (de), "12 500" (ua). */
export function formatNumber(value: number, language: string): string {
  return numberFormatter(language, 'count').format(value);
}

/** A rate given in percent: 20 → "20%" (en), "20 %" (de). */
export function formatPercent(percent: number, language: string): string {
  return numberFormatter(language, 'percent').format(percent / 100);
}

/** A change with its sign: "+5", "−3". */
export function formatSignedNumber(value: number, language: string): string {
  return numberFormatter(language, 'signed').format(value);
}
