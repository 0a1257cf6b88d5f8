/**
 * Free meeting slots (docs/scheduling.md#slots): the freelancer's weekly windows, in their time
 * zone, cut into meetings of their length, from the notice period on, minus the busy times.
 */
import type { AvailabilityWindow, MeetingSlot } from '@mp/contracts';
import { addDays, weekdayOf, zonedDay, zonedInstant } from './zoned';

export interface SlotRules {
  timezone: string;
  availability: readonly AvailabilityWindow[];
  meetingMinutes: number;
}

export interface Busy {
  start: Date;
  end: Date;
}

export interface SlotRange {
  /** The earliest start (now plus the notice period). */
  from: Date;
  /** How many calendar days, in the owner's zone, from the day of `from`. */
  days: number;
  /** Most slots answered. */
  limit: number;
}

function overlaps(start: number, end: number, busy: readonly Busy[]): boolean {
  return busy.some((entry) => start < entry.end.getTime() && entry.start.getTime() < end);
}

function windowSlots(
  rules: SlotRules,
  date: string,
  window: AvailabilityWindow,
  range: SlotRange,
  busy: readonly Busy[],
): MeetingSlot[] {
  const slots: MeetingSlot[] = [];
  const length = rules.meetingMinutes * 60_000;
  const end = zonedInstant(date, window.end, rules.timezone).valueOf();
  for (
    let start = zonedInstant(date, window.start, rules.timezone).valueOf();
    start + length <= end;
    start += length
  ) {
    if (start < range.from.getTime() || overlaps(start, start + length, busy)) continue;
    slots.push({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + length).toISOString(),
    });
  }
  return slots;
}

export function freeSlots(
  rules: SlotRules,
  busy: readonly Busy[],
  range: SlotRange,
): MeetingSlot[] {
  const first = zonedDay(range.from, rules.timezone).date;
  const slots: MeetingSlot[] = [];
  for (let offset = 0; offset < range.days && slots.length < range.limit; offset += 1) {
    const date = addDays(first, offset);
    const weekday = weekdayOf(date);
    const windows = rules.availability
      .filter((window) => window.weekday === weekday)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const window of windows) slots.push(...windowSlots(rules, date, window, range, busy));
  }
  return slots.slice(0, range.limit);
}

/** Whether `start` begins one of the free slots (a booking's check). */
export function isFreeSlot(
  rules: SlotRules,
  busy: readonly Busy[],
  start: Date,
  notBefore: Date,
): boolean {
  if (start.getTime() < notBefore.getTime()) return false;
  const wanted = start.toISOString();
  // Windows never cross midnight, so a slot belongs to a window of its own local day.
  const { date, weekday } = zonedDay(start, rules.timezone);
  const range = { from: notBefore, days: 1, limit: Number.POSITIVE_INFINITY };
  return rules.availability
    .filter((window) => window.weekday === weekday)
    .some((window) =>
      windowSlots(rules, date, window, range, busy).some((slot) => slot.startsAt === wanted),
    );
}
