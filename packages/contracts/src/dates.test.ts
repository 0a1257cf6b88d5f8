import {
  dateLocaleName,
  formatCalendarDate,
  formatDateAs,
  formatDateTime,
  formatWeekday,
  formatZonedDateTime,
  dateInputValue,
  formatMonthYear,
  formatRelativeDate,
  formatTimeOfDay,
  isDateLocaleLoaded,
  isoDateTime,
  loadDateLocale,
} from './dates';

const posted = '2026-11-25T10:30:00.000Z';
const now = '2026-11-27T10:30:00.000Z';

describe('dates', () => {
  beforeAll(async () => {
    await Promise.all([loadDateLocale('de'), loadDateLocale('ua')]);
  });

  it('maps app languages to dayjs locales', () => {
    expect(dateLocaleName('ua')).toBe('uk');
    expect(dateLocaleName('de-AT')).toBe('de');
    expect(dateLocaleName('fr')).toBe('en');
    expect(dateLocaleName('')).toBe('en');
    expect(isDateLocaleLoaded('de')).toBe(true);
  });

  it('writes calendar dates per language, as the UTC day', () => {
    expect(formatCalendarDate(posted, 'en')).toBe('25 Nov 2026');
    expect(formatCalendarDate(posted, 'de')).toBe('25.11.2026');
    expect(formatCalendarDate(posted, 'ua')).toBe('25.11.2026');
    expect(formatCalendarDate('2026-11-25T23:30:00.000Z', 'en')).toBe('25 Nov 2026');
    expect(formatMonthYear(posted, 'en')).toBe('Nov 2026');
  });

  it('writes relative dates per language', () => {
    expect(formatRelativeDate(posted, 'en', now)).toBe('2 days ago');
    expect(formatRelativeDate(posted, 'de', now)).toBe('vor 2 Tagen');
    expect(formatRelativeDate(posted, 'ua', now)).toBe('2 дні тому');
    expect(formatRelativeDate(now, 'en', posted)).toBe('in 2 days');
  });

  it('writes times in the 12-hour clock in English and the 24-hour one in German', () => {
    const local = new Date(2026, 10, 25, 15, 4);
    expect(formatTimeOfDay(local, 'en')).toBe('3:04 PM');
    expect(formatTimeOfDay(local, 'de')).toBe('15:04');
    expect(formatDateTime(local, 'en')).toMatch(/^2\d Nov 2026, 3:04 PM$/);
    expect(formatDateTime(local, 'de')).toMatch(/^2\d\.11\.2026 15:04$/);
    expect(formatWeekday(local, 'en')).toBe('Wednesday, 25 November');
    expect(formatWeekday(local, 'de')).toBe('Mittwoch, 25. November');
  });

  it('writes a meeting time as the clock shows in a given zone', () => {
    const start = '2026-12-01T09:00:00.000Z';
    expect(formatZonedDateTime(start, 'en', 'Europe/London')).toBe('Tue, 1 Dec 2026, 09:00');
    expect(formatZonedDateTime(start, 'de', 'Europe/Berlin')).toBe('Di., 1. Dez. 2026, 10:00');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatCalendarDate(null, 'en')).toBe('');
    expect(formatCalendarDate('', 'de')).toBe('');
    expect(formatDateAs('relative', 'not a date', 'en')).toBe('');
    expect(isoDateTime('not a date')).toBe('');
    expect(isoDateTime(posted)).toBe(posted);
    expect(dateInputValue(posted)).toBe('2026-11-25');
    expect(dateInputValue(undefined)).toBe('');
  });
});
