import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateAs,
  formatZonedDateTime,
  isDateLocaleLoaded,
  isoDateTime,
  loadDateLocale,
  type DateForm,
  type DateInput,
} from '@mp/contracts';

/**
 * Dates in the reader's language for every remote and the shell (docs/formatting.md#dates). The
 * language follows the host's i18next instance; its dayjs locale loads on first use, and the
 * screens that show dates render again once it is there.
 */
const listeners = new Set<() => void>();
let loadedCount = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ensureLocale(language: string): void {
  if (isDateLocaleLoaded(language)) return;
  void loadDateLocale(language).then(() => {
    loadedCount += 1;
    for (const listener of listeners) listener();
  });
}

export interface DateTools {
  /** The reader's language, e.g. `de`. */
  language: string;
  /** "25 Nov 2026" (en), "25.11.2026" (de): a day. */
  calendar(value: DateInput | null | undefined): string;
  /** "25 Nov 2026, 3:04 PM" (en), "25.11.2026 15:04" (de). */
  dateTime(value: DateInput | null | undefined): string;
  /** "3:04 PM" (en), "15:04" (de). */
  time(value: DateInput | null | undefined): string;
  /** "Wednesday, 25 November" (en), "Mittwoch, 25. November" (de). */
  weekday(value: DateInput | null | undefined): string;
  /** "Nov 2026". */
  monthYear(value: DateInput | null | undefined): string;
  /** "2 days ago" (en), "vor 2 Tagen" (de). */
  relative(value: DateInput | null | undefined): string;
  /** "Tue, 1 Dec 2026, 09:00" as the clock shows in an IANA `timeZone`. */
  zoned(value: DateInput | null | undefined, timeZone: string): string;
  /** Any form by name. */
  format(form: DateForm, value: DateInput | null | undefined): string;
}

/** The date forms of the page in the reader's language. */
export function useDates(): DateTools {
  // No namespace: only the language (and its changes) is wanted, never a suspending load.
  const { i18n } = useTranslation([]);
  const language = i18n?.language || 'en';
  const loaded = useSyncExternalStore(
    subscribe,
    () => `${loadedCount}:${isDateLocaleLoaded(language)}`,
    () => 'server',
  );
  useEffect(() => ensureLocale(language), [language]);
  return useMemo(() => {
    const format = (form: DateForm, value: DateInput | null | undefined) =>
      formatDateAs(form, value, language);
    return {
      language,
      format,
      calendar: (value) => format('calendar', value),
      dateTime: (value) => format('dateTime', value),
      time: (value) => format('time', value),
      weekday: (value) => format('weekday', value),
      monthYear: (value) => format('monthYear', value),
      relative: (value) => format('relative', value),
      zoned: (value, timeZone) => formatZonedDateTime(value, language, timeZone),
    };
    // `loaded` changes when the language's locale arrives: the texts are written again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, loaded]);
}

export interface DateTextProps {
  value: DateInput | null | undefined;
  /** `calendar` unless given; `relative` where people expect "2 days ago". */
  form?: DateForm;
  className?: string;
}

/**
 * A `<time>` element with the date in the reader's language; the relative form carries the
 * calendar date and time as its tooltip. Nothing for a missing or broken date.
 */
export function DateText({ value, form = 'calendar', className }: DateTextProps) {
  const dates = useDates();
  const text = dates.format(form, value);
  if (text === '') return null;
  return (
    <time
      dateTime={isoDateTime(value)}
      className={className}
      title={form === 'relative' ? dates.dateTime(value) : undefined}
    >
      {text}
    </time>
  );
}
