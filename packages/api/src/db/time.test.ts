import { addUtcMonths, monthsSince } from './time';

const at = (iso: string) => new Date(iso);

describe('calendar months from an anchor', () => {
  it('keeps the anchor day, or the last day of a shorter month, without drifting', () => {
    const anchor = at('2026-01-31T09:30:00.000Z');
    expect(addUtcMonths(anchor, 1).toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(addUtcMonths(anchor, 2).toISOString()).toBe('2026-03-31T09:30:00.000Z');
    expect(addUtcMonths(anchor, 13).toISOString()).toBe('2027-02-28T09:30:00.000Z');
    expect(addUtcMonths(at('2027-12-15T00:00:00.000Z'), 12).toISOString()).toBe(
      '2028-12-15T00:00:00.000Z',
    );
  });

  it('counts the whole months between the anchor and a moment', () => {
    const anchor = at('2026-01-31T09:30:00.000Z');
    expect(monthsSince(anchor, at('2026-01-01T00:00:00.000Z'))).toBe(0);
    expect(monthsSince(anchor, anchor)).toBe(0);
    expect(monthsSince(anchor, at('2026-02-28T09:29:59.999Z'))).toBe(0);
    expect(monthsSince(anchor, at('2026-02-28T09:30:00.000Z'))).toBe(1);
    expect(monthsSince(anchor, at('2026-03-30T23:00:00.000Z'))).toBe(1);
    expect(monthsSince(anchor, at('2026-03-31T09:30:00.000Z'))).toBe(2);
    expect(monthsSince(anchor, at('2027-02-01T00:00:00.000Z'))).toBe(12);
  });
});
