/** Times in a user's time zone: dayjs with its UTC and time-zone plugins (the IANA database of Intl). */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant of a wall-clock time ("2026-03-02", "09:30") in a zone; "24:00" is next midnight. */
export function zonedInstant(date: string, clock: string, zone: string): Dayjs {
  if (clock === '24:00') return dayjs.tz(`${date} 00:00`, zone).add(1, 'day');
  return dayjs.tz(`${date} ${clock}`, zone);
}

/** The calendar date ("YYYY-MM-DD") and weekday (0 Sunday) of an instant in a zone. */
export function zonedDay(instant: Date, zone: string): { date: string; weekday: number } {
  const local = dayjs(instant).tz(zone);
  return { date: local.format('YYYY-MM-DD'), weekday: local.day() };
}

/** The calendar date `days` after the given one ("YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The weekday (0 Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return dayjs.utc(date).day();
}
