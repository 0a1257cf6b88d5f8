/**
 * Amounts are integers in the minor unit of the tenant's currency (docs/payments.md#amounts).
 * This feature's one small helper to write and read them, until the shared money module
 * replaces it.
 */

/**
 * Intl knows Ukrainian as `uk`; the product calls the language `ua`
 * (docs/shell.md#languages-and-dates).
 */
export function intlLocale(language: string | undefined): string {
  return language === 'ua' ? 'uk' : language || 'en';
}

/** Digits of a currency's minor unit (2 for GBP and EUR); 2 when the currency is not known. */
export function minorDigits(currency: string | null | undefined): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** `12345` -> `123.45` (or `£123.45` given the currency). */
export function formatMinor(
  minor: number,
  language: string | undefined,
  currency?: string | null,
): string {
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  const locale = intlLocale(language);
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
    } catch {
      // An unknown code is written as a plain number below.
    }
  }
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * What a person typed as an amount (`250`, `250.5`, `1 250,50`) in minor units; null when it is
 * not an amount of at most two decimals above zero.
 */
export function parseMinor(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** An amount in minor units as a person types it back (`25000` -> `250.00`). */
export function minorToInput(minor: number): string {
  return (minor / 100).toFixed(2);
}

const CURRENCY_OF_SIGN: Readonly<Record<string, string>> = {
  '£': 'GBP',
  '€': 'EUR',
  $: 'USD',
  '₴': 'UAH',
};

/**
 * The tenant's currency (ISO 4217) from its settings' sign, as the API reads it
 * (docs/payments.md#amounts); USD for a sign it does not know.
 */
export function currencyOfSign(sign: string | undefined): string {
  return CURRENCY_OF_SIGN[sign ?? ''] ?? 'USD';
}

/** YYYY-MM-DD of an ISO time (docs/shell.md#languages-and-dates); '' for none. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:MM (UTC) of an ISO time, for the timeline. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16).replace('T', ' ');
}
