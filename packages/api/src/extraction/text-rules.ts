/** Small readers of free text shared by the rule-based extractor (docs/custom-data.md#rules). */
import { MAX_MINOR_AMOUNT } from '@mp/contracts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive match of a whole word or phrase (letters or digits never touch it). */
export function wordPattern(term: string, flags = 'gi'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, `${flags}u`);
}

function monthIndex(word: string): number | null {
  const lower = word.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3)));
  return index === -1 ? null : index + 1;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface FoundDate {
  /** YYYY-MM-DD. */
  value: string;
  index: number;
}

const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE_PATTERNS: readonly {
  pattern: RegExp;
  read: (match: RegExpExecArray) => string | null;
}[] = [
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    // Day first, as written in the UK and most of Europe: 10/01/2027 or 10.01.2027.
    pattern: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/g,
    read: (m) => isoDate(Number(m[3]), Number(m[2]), Number(m[1])),
  },
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD}\\.?,?\\s+(\\d{4})\\b`,
      'gi',
    ),
    read: (m) => isoDate(Number(m[3]), monthIndex(m[2] ?? '') ?? 0, Number(m[1])),
  },
  {
    pattern: new RegExp(
      `\\b${MONTH_WORD}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
      'gi',
    ),
    read: (m) => isoDate(Number(m[3]), monthIndex(m[1] ?? '') ?? 0, Number(m[2])),
  },
];

/** Every full date of the text (day, month and year), in reading order. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { pattern, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = read(match);
      if (value !== null) found.push({ value, index: match.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A month and year (`Mar 2021`, `03/2021`) or a year alone, as YYYY-MM or YYYY. */
export function readMonthYear(text: string): string | null {
  const trimmed = text.trim();
  const named = new RegExp(`^${MONTH_WORD}\\.?\\s+(\\d{4})$`, 'i').exec(trimmed);
  if (named) return `${named[2]}-${String(monthIndex(named[1] ?? '')).padStart(2, '0')}`;
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) {
    return `${numeric[2]}-${numeric[1]?.padStart(2, '0')}`;
  }
  const year = /^(\d{4})$/.exec(trimmed);
  return year ? (year[1] ?? null) : null;
}

const PERIOD_PART = `(?:${MONTH_WORD.replace('(', '(?:')}\\.?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4})`;
/** `Mar 2019 – Present`, `2015-2018`, `03/2020 to 06/2022`. */
export const PERIOD_PATTERN = new RegExp(
  `(${PERIOD_PART})\\s*(?:-|–|—|to|until)\\s*(${PERIOD_PART}|present|now|current|today)`,
  'i',
);

const CURRENCY_SIGNS: Record<string, string> = { '£': 'GBP', $: 'USD', '€': 'EUR', '₴': 'UAH' };

export interface FoundAmount {
  /** Minor units (hundredths). */
  minor: number;
  currency: string | null;
  index: number;
  /** The words right after the amount (to tell an hourly rate from a budget). */
  after: string;
  before: string;
}

function toMinor(digits: string, thousands: string | undefined): number | null {
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  const minor = Math.round((thousands ? value * 1000 : value) * 100);
  return minor <= MAX_MINOR_AMOUNT ? minor : null;
}

/** Sums of money written with a sign or a currency word: `£1,500`, `2k EUR`, `$45/hour`. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  const signed = /([£$€₴])\s?(\d[\d,]*(?:\.\d{1,2})?)\s?(k\b)?/gi;
  const worded =
    /(?<![\w.,])(\d[\d,]*(?:\.\d{1,2})?)\s?(k\b)?\s?(gbp|usd|eur|uah|pounds?|dollars?|euros?)\b/gi;
  for (const match of text.matchAll(signed)) {
    const minor = toMinor(match[2] ?? '', match[3]);
    if (minor === null) continue;
    found.push(amountAt(text, match, minor, CURRENCY_SIGNS[match[1] ?? ''] ?? null));
  }
  for (const match of text.matchAll(worded)) {
    const minor = toMinor(match[1] ?? '', match[2]);
    if (minor === null) continue;
    found.push(amountAt(text, match, minor, currencyOfWord(match[3] ?? '')));
  }
  return found.sort((a, b) => a.index - b.index);
}

function currencyOfWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.startsWith('pound') || lower === 'gbp') return 'GBP';
  if (lower.startsWith('dollar') || lower === 'usd') return 'USD';
  if (lower.startsWith('euro') || lower === 'eur') return 'EUR';
  return 'UAH';
}

function amountAt(
  text: string,
  match: RegExpExecArray,
  minor: number,
  currency: string | null,
): FoundAmount {
  const end = match.index + match[0].length;
  return {
    minor,
    currency,
    index: match.index,
    after: text.slice(end, end + 20).toLowerCase(),
    before: text.slice(Math.max(0, match.index - 40), match.index).toLowerCase(),
  };
}

/** `/h`, `per hour`, `an hour`, `hourly` right after an amount. */
export function isHourly(amount: FoundAmount): boolean {
  return /^\s*(?:\/\s?(?:h|hr|hour)\b|per\s+hour|an\s+hour|p\/h|hourly|ph\b)/.test(amount.after);
}

/** The non-empty lines of the text, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** `Label: value` on a line of its own, for any of the labels (case-insensitive). */
export function labelledValue(text: string, labels: readonly string[]): string | null {
  for (const label of labels) {
    if (label.trim() === '') continue;
    const pattern = new RegExp(`^\\s*${escapeRegExp(label)}\\s*[:\\-–]\\s*(.+)$`, 'imu');
    const match = pattern.exec(text);
    const value = match?.[1]?.trim();
    if (value) return value;
  }
  return null;
}

/** `pages` → `Pages`; the first letter in capitals. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
