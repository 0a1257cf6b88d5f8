/**
 * Dates on screen, in e-mails and in PDFs (docs/formatting.md#dates): dayjs in the reader's
 * language (en, ua, de). Calendar dates ("25 Nov 2026", "25.11.2026") are the day of the instant
 * in UTC, as the API stores days; times are in the reader's own zone; relative dates ("2 days
 * ago") hold everywhere. A language's dayjs locale loads on demand (`loadDateLocale`), so a page
 * carries only its reader's; until it is there, English is used.
 */
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import utc from 'dayjs/plugin/utc.js';
import { intlLocale } from './money';

export type DateInput = string | number | Date;

/** The ways a date reads; see docs/formatting.md#dates for where each is used. */
export type DateForm = 'calendar' | 'dateTime' | 'time' | 'weekday' | 'monthYear' | 'relative';

let extended = false;

function ensurePlugins(): void {
  if (extended) return;
  dayjs.extend(utc);
  dayjs.extend(localizedFormat);
  dayjs.extend(relativeTime);
  extended = true;
}

/** dayjs's locale name of an app language: `ua` → `uk`, `de-AT` → `de`, unknown → `en`. */
export function dateLocaleName(language: string): string {
  const base = intlLocale((language || 'en').split('-')[0]!.toLowerCase());
  return base in LOADERS ? base : 'en';
}

/** Each locale besides dayjs's built-in English, as its own chunk. */
const LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  en: () => Promise.resolve(),
  de: () => import('dayjs/locale/de.js'),
  uk: () => import('dayjs/locale/uk.js'),
};

const loading = new Map<string, Promise<void>>();

/** Whether dates of `language` can be written in that language now. */
export function isDateLocaleLoaded(language: string): boolean {
  const name = dateLocaleName(language);
  return name === 'en' || name in dayjs.Ls;
}

/** Loads the dayjs locale of `language` (once); resolves when its dates can be written. */
export function loadDateLocale(language: string): Promise<void> {
  const name = dateLocaleName(language);
  if (isDateLocaleLoaded(name)) return Promise.resolve();
  let pending = loading.get(name);
  if (pending === undefined) {
    pending = LOADERS[name]!().then(
      () => undefined,
      () => {
        loading.delete(name);
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * Patterns per form and locale; English writes the day first ("25 Nov 2026"), as the product's
 * readers do; German and Ukrainian use their locale's own short forms (`L`, `LT`).
 */
const PATTERNS: Readonly<Record<Exclude<DateForm, 'relative'>, Record<string, string>>> = {
  calendar: { en: 'D MMM YYYY', de: 'L', uk: 'L' },
  dateTime: { en: 'D MMM YYYY, h:mm A', de: 'L LT', uk: 'L LT' },
  time: { en: 'h:mm A', de: 'LT', uk: 'LT' },
  weekday: { en: 'dddd, D MMMM', de: 'dddd, D. MMMM', uk: 'dddd, D MMMM' },
  monthYear: { en: 'MMM YYYY', de: 'MMM YYYY', uk: 'MMM YYYY' },
};

function parse(value: DateInput | null | undefined, inUtc: boolean): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  ensurePlugins();
  const date = inUtc ? dayjs.utc(value) : dayjs(value);
  return date.isValid() ? date : null;
}

function localeOf(language: string): string {
  const name = dateLocaleName(language);
  return isDateLocaleLoaded(name) ? name : 'en';
}

/**
 * A date in one of its forms in the reader's language; '' for a missing or broken date.
 * `now` anchors the relative form (tests, server renders).
 */
export function formatDateAs(
  form: DateForm,
  value: DateInput | null | undefined,
  language: string,
  now: DateInput = Date.now(),
): string {
  const inUtc = form === 'calendar' || form === 'monthYear';
  const date = parse(value, inUtc);
  if (date === null) return '';
  const locale = localeOf(language);
  if (form === 'relative') return date.locale(locale).from(dayjs(now));
  const patterns = PATTERNS[form];
  return date.locale(locale).format(patterns[locale] ?? patterns.en);
}

/** "25 Nov 2026" (en), "25.11.2026" (de, ua): the day, in UTC. */
export const formatCalendarDate = (value: DateInput | null | undefined, language: string) =>
  formatDateAs('calendar', value, language);

/** "25 Nov 2026, 3:04 PM" (en), "25.11.2026 15:04" (de) in the reader's zone. */
export const formatDateTime = (value: DateInput | null | undefined, language: string) =>
  formatDateAs('dateTime', value, language);

/** "3:04 PM" (en), "15:04" (de) in the reader's zone. */
export const formatTimeOfDay = (value: DateInput | null | undefined, language: string) =>
  formatDateAs('time', value, language);

/** "Wednesday, 25 November" (en), "Mittwoch, 25. November" (de) in the reader's zone. */
export const formatWeekday = (value: DateInput | null | undefined, language: string) =>
  formatDateAs('weekday', value, language);

/** "Nov 2026" (en), "Nov. 2026" (de), in UTC. */
export const formatMonthYear = (value: DateInput | null | undefined, language: string) =>
  formatDateAs('monthYear', value, language);

/** "2 days ago" (en), "vor 2 Tagen" (de), "2 дні тому" (ua); "in 3 hours" for the future. */
export const formatRelativeDate = (
  value: DateInput | null | undefined,
  language: string,
  now: DateInput = Date.now(),
) => formatDateAs('relative', value, language, now);

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue, 1 Dec 2026, 09:00" as the clock shows in `timeZone` (an IANA zone), in the reader's
 * language: meetings between people in different zones. Intl carries the zone database, which
 * dayjs's time-zone plugin would only wrap.
 */
export function formatZonedDateTime(
  value: DateInput | null | undefined,
  language: string,
  timeZone: string,
): string {
  const date = parse(value, true);
  if (date === null) return '';
  const name = dateLocaleName(language);
  // English days come first, as in the other forms ("1 Dec 2026").
  const locale = name === 'en' ? 'en-GB' : name;
  const key = `${locale} ${timeZone}`;
  let formatter = zonedFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormatters.set(key, formatter);
  }
  return formatter.format(date.toDate());
}

/** The day as an `<input type="date">` value, `YYYY-MM-DD` in UTC; '' for none. */
export function dateInputValue(value: DateInput | null | undefined): string {
  const date = parse(value, true);
  return date === null ? '' : date.format('YYYY-MM-DD');
}

/** The machine-readable form for `<time dateTime>`: the ISO instant, '' when broken. */
export function isoDateTime(value: DateInput | null | undefined): string {
  const date = parse(value, true);
  return date === null ? '' : date.toISOString();
}
