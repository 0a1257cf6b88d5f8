/** Timestamps as the API answers them: ISO 8601 in UTC. */

/** Both drivers answer timestamptz as Date; text columns cast in SQL arrive as strings. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}

/**
 * `anchor` plus `months` calendar months in UTC, on the anchor's day of the month or the last
 * day of a shorter month (31 January + 1 month is 28 or 29 February; + 2 months, 31 March).
 * Counting every period from one anchor keeps a short month from shifting the later ones.
 */
export function addUtcMonths(anchor: Date, months: number): Date {
  const target = new Date(anchor.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return target;
}

/** How many whole months from `anchor` to `now` (0 in the first month, never negative). */
export function monthsSince(anchor: Date, now: Date): number {
  if (now.getTime() < anchor.getTime()) return 0;
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  while (months > 0 && addUtcMonths(anchor, months).getTime() > now.getTime()) months -= 1;
  while (addUtcMonths(anchor, months + 1).getTime() <= now.getTime()) months += 1;
  return months;
}
