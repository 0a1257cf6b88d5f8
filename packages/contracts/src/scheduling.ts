/**
 * Scheduling rules shared by the API and the screens (docs/scheduling.md). Plain values, no zod.
 */

/** The lengths a freelancer may give their meetings, in minutes. */
export const MEETING_DURATIONS = [15, 30, 45, 60] as const;
export type MeetingDuration = (typeof MEETING_DURATIONS)[number];
export const DEFAULT_MEETING_MINUTES: MeetingDuration = 30;

/** A slot must start at least this long after it is booked. */
export const MEETING_MIN_NOTICE_MINUTES = 60;
/** How far ahead slots are offered by default, and at most. */
export const MEETING_SLOT_DAYS = { default: 14, max: 28 } as const;
/** Most availability windows a week may hold. */
export const AVAILABILITY_MAX_WINDOWS = 28;
/** Both parties are reminded this long before a meeting starts. */
export const MEETING_REMINDER_LEAD_MINUTES = 15;

/** Weekdays as dayjs and Date number them: 0 Sunday to 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Whether the platform's time-zone database knows this IANA name (e.g. "Europe/Kyiv"). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or Node's) own time zone, UTC when it cannot tell. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC';
}

/** "09:30" as minutes after midnight; "24:00" is the end of the day. */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
