import { formatDate, formatDateTime, formatMonthYear, formatTime } from './dates';

describe('date formats', () => {
  const when = new Date(2026, 2, 7, 15, 4);

  it('uses the formats YYYY-MM-DD, YYYY-MM-DD h:mm a, h:mm a and MMM YYYY', () => {
    expect(formatDate(when)).toBe('2026-03-07');
    expect(formatDateTime(when)).toBe('2026-03-07 3:04 pm');
    expect(formatTime(new Date(2026, 0, 1, 9, 30))).toBe('9:30 am');
    expect(formatMonthYear(when)).toBe('Mar 2026');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatMonthYear(undefined)).toBe('');
  });
});
