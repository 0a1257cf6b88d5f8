/**
 * Money on screen (docs/payments.md#amounts): an amount is an integer in the minor unit of the
 * tenant's currency; these pure helpers show it in the reader's language and read what a user
 * types (major units) back into minor units. Zod-free and small, so the shell's first chunks,
 * the static server's pre-render and every remote can use them.
 */

/**
 * The largest amount anything may carry, in minor units: 10 million in the major units of a
 * currency with two minor digits.
 */
export const MAX_MINOR_AMOUNT = 1_000_000_000;

/** The largest hourly rate, in minor units: 100,000 in major units of a two-digit currency. */
export const MAX_HOURLY_RATE = 10_000_000;

/** How amounts read for one reader of one tenant. */
export interface MoneyFormat {
  /** ISO 4217 code of the tenant's currency, e.g. `GBP`. */
  currency: string;
  /** The reader's language: an app language (`ua` is Intl's `uk`) or a BCP 47 tag. */
  locale: string;
  /** The tenant's currency sign, shown in place of Intl's symbol when given. */
  sign?: string;
}

/** Intl's locale for an app language: the product calls Ukrainian `ua`, Intl `uk`. */
export function intlLocale(language: string): string {
  if (language === 'ua') return 'uk';
  return language || 'en';
}

let knownCurrencies: ReadonlySet<string> | null = null;

/** Whether `code` is an ISO 4217 currency code the platform's Intl knows. */
export function isCurrencyCode(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

const digitsByCurrency = new Map<string, number>();

/** Digits of the currency's minor unit: 2 for GBP and EUR (pence, cents), 0 for JPY. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
    digits = options.maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An amount in minor units as the reader writes money: "£3,500.00", "3 500,00 £", "1.234 ¥". */
export function formatMoney(minor: number, format: MoneyFormat): string {
  const { currency, locale, sign } = format;
  const major = minor / 10 ** currencyDigits(currency);
  const formatter = currencyFormatter(currency, locale);
  if (sign === undefined) return formatter.format(major);
  return formatter
    .formatToParts(major)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('');
}

/** The symbol Intl shows for the currency ("£", "€"), to accept it in typed amounts. */
function currencySymbol(format: MoneyFormat): string {
  const part = currencyFormatter(format.currency, format.locale)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? format.currency;
}

/** An amount in minor units as an input's starting text, in major units: "3500", "45,50". */
export function moneyInputText(minor: number, format: MoneyFormat): string {
  const digits = currencyDigits(format.currency);
  const whole = minor % 10 ** digits === 0;
  return new Intl.NumberFormat(intlLocale(format.locale), {
    useGrouping: false,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1234.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

function withoutCurrency(text: string, format: MoneyFormat): string {
  const compact = text.replace(/\s/g, '');
  for (const mark of [format.sign, currencySymbol(format), format.currency]) {
    if (!mark) continue;
    if (compact.startsWith(mark)) return compact.slice(mark.length);
    if (compact.endsWith(mark)) return compact.slice(0, -mark.length);
  }
  return compact;
}

/**
 * Where the typed number's decimals start: the index of its decimal separator, -1 when it has
 * none, null when its separators make no sense. "1,234.50" and "1.234,50": the last one;
 * a lone separator is decimal unless it is the locale's group followed by three digits.
 */
function decimalIndex(value: string, locale: string): number | null {
  const marks = [...value.matchAll(/[.,]/g)].map((m) => ({ char: m[0], at: m.index }));
  const last = marks[marks.length - 1];
  if (last === undefined) return -1;
  const { decimal, group } = separators(locale);
  const earlier = marks.slice(0, -1);
  if (earlier.some((m) => m.char === last.char)) {
    // The same mark repeated only groups digits, and never the locale's decimal mark.
    return marks.every((m) => m.char === last.char) && last.char !== decimal ? -1 : null;
  }
  if (earlier.length > 0) return last.at;
  const groupsThousands = last.char === group && value.length - last.at - 1 === 3;
  return last.char === decimal || !groupsThousands ? last.at : -1;
}

function groupedWell(integer: string): boolean {
  const groups = integer.split(/[.,]/);
  return groups.length === 1 || groups.every((g, i) => (i === 0 ? g.length <= 3 : g.length === 3));
}

/**
 * What a user typed, in major units ("35", "35.5", "35,50", "1 234,50", "£35"), as minor
 * units; null when blank or not an amount of this currency (a sign, letters, more decimals
 * than the currency has, separators out of place).
 */
export function parseMoneyInput(text: string, format: MoneyFormat): number | null {
  const value = withoutCurrency(text, format);
  if (!/^\d+(?:[.,]\d+)*$/.test(value)) return null;
  const at = decimalIndex(value, format.locale);
  if (at === null) return null;
  const integer = at === -1 ? value : value.slice(0, at);
  const fraction = at === -1 ? '' : value.slice(at + 1);
  const digits = currencyDigits(format.currency);
  if (fraction.length > digits || !groupedWell(integer)) return null;
  const minor = Number(integer.replace(/[.,]/g, '') + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A money input's state: what the user typed (major units) and the amount it reads as. */
export interface MoneyValue {
  text: string;
  /** Minor units; null while the text is blank or not an amount. */
  minor: number | null;
}

export const EMPTY_MONEY_VALUE: MoneyValue = { text: '', minor: null };

/** The state of a money input holding `text`. */
export function readMoneyValue(text: string, format: MoneyFormat): MoneyValue {
  return { text, minor: parseMoneyInput(text, format) };
}

/** A money input starting at an amount (blank for null). */
export function moneyValueOf(minor: number | null, format: MoneyFormat): MoneyValue {
  return minor === null ? EMPTY_MONEY_VALUE : { text: moneyInputText(minor, format), minor };
}

/** Nothing typed (blank fields are often allowed; unreadable ones never). */
export function isBlankMoney(value: MoneyValue): boolean {
  return value.text.trim() === '';
}

/** The sign to show beside a money input, and whether the reader writes it before the number. */
export function moneySign(format: MoneyFormat): { sign: string; before: boolean } {
  const parts = currencyFormatter(format.currency, format.locale).formatToParts(1);
  const at = parts.findIndex((p) => p.type === 'currency');
  const number = parts.findIndex((p) => p.type === 'integer');
  return { sign: format.sign ?? parts[at]?.value ?? format.currency, before: at < number };
}
